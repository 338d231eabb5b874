import type { ProjectFields, UserProfile } from "./records";
import type { ProjectProgress, ProjectStatus, Role } from "./schemas";

// Rows both stores name alike (migrations/ on D1, supabase/migrations/ on Postgres keep the
// same tables and columns), and the port's fields read from them once. Each adapter adds how it
// holds what differs: translations (D1: a JSON text; Postgres: JSON), booleans, timestamps.

/** A project's row. */
export interface ProjectRow<Translations> {
  id: string;
  slug: string;
  image_url: string | null;
  category: string;
  status: ProjectStatus;
  progress: ProjectProgress;
  order_index: number;
  version: number;
  created_at: string;
  updated_at: string;
  translations: Translations;
}

/** A project's own fields, as its record and what a visitor sees of it both have them. */
export const projectFields = (
  row: Omit<ProjectRow<unknown>, "version" | "created_at" | "updated_at">,
): ProjectFields => ({
  id: row.id,
  slug: row.slug,
  imageUrl: row.image_url,
  category: row.category,
  status: row.status,
  progress: row.progress,
  orderIndex: row.order_index,
});

/** An account as the admin's user list reads it (D1's users; Supabase's user_profiles). */
export interface UserRow {
  id: string;
  email: string;
  full_name: string;
  avatar_url: string;
  role: Role;
}

export const toProfile = (r: UserRow): UserProfile => ({
  id: r.id,
  fullName: r.full_name,
  avatarUrl: r.avatar_url,
  role: r.role,
  email: r.email,
});

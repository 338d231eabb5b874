import type { AdminSectionKey } from "./texts/layout";

/** A section's address (the sections, their names and order: texts/layout.ts). */
export const adminPath = (key: AdminSectionKey) => `/admin/${key}`;

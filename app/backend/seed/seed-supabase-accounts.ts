import type { DemoContent } from "./demo-schema";
import { insert, json, text } from "./sql-values";

/** The demo accounts of supabase/seed.sql: Supabase Auth's users and their e-mail identities. */
export function accountsSql(content: DemoContent): string {
  const users = content.accounts.map((account, i) => ({
    ...account,
    id: `d0000000-0000-4000-8000-${String(i + 1).padStart(12, "0")}`,
  }));
  return (
    insert(
      "auth.users",
      [
        "instance_id",
        "id",
        "aud",
        "role",
        "email",
        "encrypted_password",
        "email_confirmed_at",
        "raw_app_meta_data",
        "raw_user_meta_data",
        "created_at",
        "updated_at",
        "confirmation_token",
        "recovery_token",
        "email_change_token_new",
        "email_change",
      ],
      users.map((u) => [
        text("00000000-0000-0000-0000-000000000000"),
        text(u.id),
        text("authenticated"),
        text("authenticated"),
        text(u.email),
        `extensions.crypt(${text(u.password)}, extensions.gen_salt('bf'))`,
        "now()",
        json({ provider: "email", providers: ["email"], role: u.role }),
        json({ full_name: u.fullName }),
        "now()",
        "now()",
        "''",
        "''",
        "''",
        "''",
      ]),
    ) +
    insert(
      "auth.identities",
      ["provider_id", "user_id", "identity_data", "provider", "last_sign_in_at", "created_at", "updated_at"],
      users.map((u) => [
        text(u.id),
        text(u.id),
        json({ sub: u.id, email: u.email, email_verified: true }),
        text("email"),
        "now()",
        "now()",
        "now()",
      ]),
    )
  );
}

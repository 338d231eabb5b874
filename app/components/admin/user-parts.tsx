import { Link } from "react-router";

import type { Role } from "~/backend/schemas";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { roleLabels, userTexts } from "~/features/admin/texts/users";
import { avatarColour, initials } from "~/features/admin/users";
import { cn } from "~/lib/cn";
import { useListQuery } from "~/lib/list-query";

import { Pencil } from "../ui/icons";

export interface UserRow {
  id: string;
  fullName: string;
  email: string;
  avatarUrl: string;
  role: Role;
  isSelf: boolean;
}

/** The profile picture, or the person's initials on their own colour. Decorative: the name is beside it. */
export function UserAvatar({
  user,
  className,
}: {
  user: Pick<UserRow, "fullName" | "email" | "avatarUrl">;
  className?: string;
}) {
  if (user.avatarUrl) {
    return (
      <img
        src={user.avatarUrl}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        className={cn("size-10 shrink-0 rounded-full bg-muted object-cover", className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      data-testid="generated-avatar"
      style={{ backgroundColor: avatarColour(user.email) }}
      className={cn(
        "inline-flex size-10 shrink-0 select-none items-center justify-center rounded-full text-sm font-semibold text-primary-foreground",
        className,
      )}
    >
      {initials(user.fullName, user.email)}
    </span>
  );
}

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={role === "admin" ? "success" : "neutral"}>{roleLabels[role]}</Badge>;
}

/** The name as the list shows it: '—' when there is none, and who "you" are. */
export function UserName({ user }: { user: UserRow }) {
  return (
    <span className="font-medium wrap-anywhere text-foreground">
      {user.fullName.trim() || <span aria-label={userTexts.noName}>—</span>}
      {user.isSelf && <span className="ml-1.5 text-xs font-normal text-muted-foreground">{userTexts.self}</span>}
    </span>
  );
}

/** The way to a user's role dialog; none to one's own, which nobody changes. */
export function EditRoleLink({ user }: { user: UserRow }) {
  const search = useListQuery();
  if (user.isSelf) return null;
  return (
    <Button variant="ghost" size="sm" asChild>
      <Link
        to={{ pathname: user.id, search }}
        preventScrollReset
        aria-label={userTexts.editRoleLabel(user.fullName.trim() || user.email)}
      >
        <Pencil aria-hidden />
        {userTexts.editRole}
      </Link>
    </Button>
  );
}

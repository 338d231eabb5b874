import { Link, Outlet } from "react-router";

import { backendContext } from "~/backend/context.server";
import { SectionHeader } from "~/components/admin/form-parts";
import { ListPager, ListSearch, ListStatus } from "~/components/admin/list-controls";
import { RecordLinksHead } from "~/components/admin/record-links";
import { useToaster } from "~/components/admin/toaster";
import { EditRoleLink, RoleBadge, UserAvatar, UserName, type UserRow } from "~/components/admin/user-parts";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { KeyRound, UserPlus } from "~/components/ui/icons";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { redirectWithToast } from "~/features/admin/flash.server";
import { loadList } from "~/features/admin/forms.server";
import { adminUserContext } from "~/features/admin/guard.server";
import { adminPager, emptySlice, emptyText, readAdminList } from "~/features/admin/paging";
import { fieldLabels } from "~/features/admin/texts/common";
import { layoutTexts, adminSection } from "~/features/admin/texts/layout";
import { searchPlaceholders } from "~/features/admin/texts/list";
import { userMessages, userTexts } from "~/features/admin/texts/users";
import { inviteInfo, inviteParam } from "~/features/admin/users";

import type { Route } from "./+types/users";

// /admin/users: the accounts and their roles; the role dialog is a child route in <Outlet/>.
// Accounts are made on the server (there is no sign-up), which the invite button explains.

export async function loader({ context, url }: Route.LoaderArgs) {
  // The invite button without JavaScript: its GET form lands here and the notice comes back
  // as the flash toast of the plain list page.
  if (url.searchParams.has(inviteParam)) throw await redirectWithToast(context, "/admin/users", inviteInfo);
  const self = context.get(adminUserContext);
  const request = readAdminList(url, "rows");
  const { value, error } = await loadList(
    context,
    () => context.get(backendContext).users.list(request.window),
    emptySlice,
    userMessages.listFailed,
  );
  const rows: UserRow[] = value.items.map((u) => ({
    id: u.id,
    fullName: u.fullName,
    email: u.email,
    avatarUrl: u.avatarUrl,
    role: u.role,
    isSelf: u.id === self.id,
  }));
  return { users: rows, pager: adminPager("/admin/users", request, value), error };
}

export default function Users({ loaderData }: Route.ComponentProps) {
  const { users, pager, error } = loaderData;
  const showToast = useToaster();
  return (
    <>
      <SectionHeader
        title={adminSection("users").label}
        description={userTexts.description}
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <Link to="/admin/password">
                <KeyRound aria-hidden />
                {layoutTexts.changePassword}
              </Link>
            </Button>
            <form
              method="get"
              action="/admin/users"
              onSubmit={(event) => {
                event.preventDefault();
                showToast(inviteInfo);
              }}
            >
              <Button type="submit" name={inviteParam} value="1">
                <UserPlus aria-hidden />
                {userTexts.invite}
              </Button>
            </form>
          </div>
        }
      />
      <ListSearch pager={pager} what={adminSection("users").label} placeholder={searchPlaceholders.users} />
      <Card className="overflow-hidden">
        {error || users.length === 0 ? (
          <ListStatus error={error} empty={emptyText(pager, userTexts.empty)} />
        ) : (
          <>
            {/* Phones: one card per person, so nothing scrolls sideways. */}
            <ul className="divide-y divide-border sm:hidden" aria-label={userTexts.listLabel}>
              {users.map((user) => (
                <li key={user.id} data-user-row={user.email} className="flex gap-3 p-4">
                  <UserAvatar user={user} />
                  <div className="min-w-0 flex-1 space-y-1">
                    <UserName user={user} />
                    <p className="text-sm break-all text-muted-foreground">{user.email}</p>
                    <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
                      <RoleBadge role={user.role} />
                      <EditRoleLink user={user} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <Table className="hidden sm:table">
              <TableCaption>{userTexts.listLabel}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-16">
                    <span className="sr-only">{userTexts.avatar}</span>
                  </TableHead>
                  <TableHead>{userTexts.fullName}</TableHead>
                  <TableHead>{fieldLabels.email}</TableHead>
                  <TableHead>{userTexts.role}</TableHead>
                  <RecordLinksHead />
                </TableRow>
              </TableHeader>
              <TableBody>
                {users.map((user) => (
                  <TableRow key={user.id} data-user-row={user.email}>
                    <TableCell>
                      <UserAvatar user={user} />
                    </TableCell>
                    <TableCell>
                      <UserName user={user} />
                    </TableCell>
                    <TableCell className="break-all">{user.email}</TableCell>
                    <TableCell>
                      <RoleBadge role={user.role} />
                    </TableCell>
                    <TableCell className="text-right">
                      <EditRoleLink user={user} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </Card>
      <ListPager pager={pager} />
      <Outlet />
    </>
  );
}

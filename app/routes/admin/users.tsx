import { Link, Outlet } from "react-router";

import { backendContext } from "~/backend/context.server";
import { SectionHeader } from "~/components/admin/form-parts";
import { ListPager, ListSearch } from "~/components/admin/list-controls";
import { useToaster } from "~/components/admin/toaster";
import { EditRoleLink, RoleBadge, UserAvatar, UserName, type UserRow } from "~/components/admin/user-parts";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { KeyRound, UserPlus } from "~/components/ui/icons";
import { redirectWithToast } from "~/features/admin/flash.server";
import { loadList } from "~/features/admin/forms.server";
import { adminUserContext } from "~/features/admin/guard.server";
import { adminPager, emptySlice, emptyText, readAdminList } from "~/features/admin/paging";
import { commonTexts, fieldLabels } from "~/features/admin/texts/common";
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
        {error ? (
          <p role="alert" className="p-6 text-sm text-red-700">
            {error}
          </p>
        ) : users.length === 0 ? (
          <p className="p-6 text-sm text-slate-600">{emptyText(pager, userTexts.empty)}</p>
        ) : (
          <>
            {/* Phones: one card per person, so nothing scrolls sideways. */}
            <ul className="divide-y divide-slate-100 sm:hidden" aria-label={userTexts.listLabel}>
              {users.map((user) => (
                <li key={user.id} data-user-row={user.email} className="flex gap-3 p-4">
                  <UserAvatar user={user} />
                  <div className="min-w-0 flex-1 space-y-1">
                    <UserName user={user} />
                    <p className="text-sm break-all text-slate-600">{user.email}</p>
                    <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
                      <RoleBadge role={user.role} />
                      <EditRoleLink user={user} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            <table className="hidden w-full text-left text-sm sm:table">
              <caption className="sr-only">{userTexts.listLabel}</caption>
              <thead className="bg-slate-50 text-xs uppercase tracking-wider text-slate-600">
                <tr>
                  <th scope="col" className="w-16 px-4 py-3 font-medium">
                    <span className="sr-only">{userTexts.avatar}</span>
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {userTexts.fullName}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {fieldLabels.email}
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    {userTexts.role}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">
                    <span className="sr-only">{commonTexts.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {users.map((user) => (
                  <tr key={user.id} data-user-row={user.email} className="hover:bg-slate-50">
                    <td className="px-4 py-3">
                      <UserAvatar user={user} />
                    </td>
                    <td className="px-4 py-3">
                      <UserName user={user} />
                    </td>
                    <td className="px-4 py-3 break-all text-slate-700">{user.email}</td>
                    <td className="px-4 py-3">
                      <RoleBadge role={user.role} />
                    </td>
                    <td className="px-4 py-3 text-right">
                      <EditRoleLink user={user} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </Card>
      <ListPager pager={pager} />
      <Outlet />
    </>
  );
}

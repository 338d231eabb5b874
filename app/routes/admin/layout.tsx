import { Form, Link, Outlet, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";

import { backendContext } from "~/backend/context.server";
import { AdminSidebar, PhoneNav } from "~/components/admin/admin-nav";
import { DraftOffers } from "~/components/admin/form-drafts";
import { SessionGuard } from "~/components/admin/session-dialog";
import { ToastRegion, Toaster } from "~/components/admin/toaster";
import { UnsavedChangesGuard } from "~/components/admin/unsaved-changes";
import { Button } from "~/components/ui/button";
import { LogOut } from "~/components/ui/icons";
import { takeFlash } from "~/features/admin/flash.server";
import { adminGuard, adminUserContext, privateResponses } from "~/features/admin/guard.server";
import { commonTexts } from "~/features/admin/texts/common";
import { layoutTexts } from "~/features/admin/texts/layout";
import { hydrated } from "~/lib/hydration";

import type { Route } from "./+types/layout";

// Every route below /admin (but the login page) runs the guard first, in its loaders and actions.
export const middleware = [privateResponses, adminGuard];
export const handle = hydrated;

export const meta: Route.MetaFunction = () => [
  { title: layoutTexts.documentTitle },
  { name: "robots", content: "noindex" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(adminUserContext);
  // The sidebar's count of unread messages; a count that cannot be read leaves the badge out.
  const unreadMessages = await context
    .get(backendContext)
    .messages.unreadCount()
    .catch(() => null);
  return {
    userName: user.fullName.trim() || layoutTexts.defaultUserName,
    toast: await takeFlash(context),
    unreadMessages,
  };
}

/** The unread count changes as messages are opened and moved: read again on the way in and out of the inbox. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const inbox = (url: URL) => url.pathname.startsWith("/admin/messages/");
  return defaultShouldRevalidate || inbox(currentUrl) || inbox(nextUrl);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <Toaster initial={loaderData.toast}>
      <SessionGuard>
        <DraftOffers>
          <UnsavedChangesGuard>
            <div className="min-h-screen bg-background text-foreground">
              <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-2 border-b border-border bg-card px-2 sm:gap-4 md:px-4">
                <PhoneNav unreadMessages={loaderData.unreadMessages} />
                <p className="min-w-0 flex-1 truncate text-sm text-muted-foreground">
                  {layoutTexts.welcome} <span className="font-semibold text-foreground">{loaderData.userName}</span>
                </p>
                <div className="flex shrink-0 items-center gap-1 sm:gap-3">
                  {navigation.state !== "idle" && (
                    <output className="text-xs text-muted-foreground">{commonTexts.loading}</output>
                  )}
                  <Link
                    to="/admin/password"
                    className="rounded-md px-2 py-1 text-sm font-medium text-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {layoutTexts.changePassword}
                  </Link>
                  <Form method="post" action="/admin/logout">
                    <Button type="submit" variant="outline" size="sm">
                      <LogOut aria-hidden />
                      {layoutTexts.signOut}
                    </Button>
                  </Form>
                </div>
              </header>
              <ToastRegion />
              <div className="md:flex">
                <AdminSidebar unreadMessages={loaderData.unreadMessages} />
                <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
                  <Outlet />
                </main>
              </div>
            </div>
          </UnsavedChangesGuard>
        </DraftOffers>
      </SessionGuard>
    </Toaster>
  );
}

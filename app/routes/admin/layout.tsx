import { Form, Link, NavLink, Outlet, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";

import { backendContext } from "~/backend/context.server";
import { SectionIcon } from "~/components/admin/section-icon";
import { Toaster } from "~/components/admin/toaster";
import { Button } from "~/components/ui/button";
import { LogOut } from "~/components/ui/icons";
import { takeFlash } from "~/features/admin/flash.server";
import { adminGuard, adminUserContext, privateResponses } from "~/features/admin/guard.server";
import { adminPath } from "~/features/admin/sections";
import { commonTexts } from "~/features/admin/texts/common";
import { adminSections, layoutTexts } from "~/features/admin/texts/layout";
import { messageTexts } from "~/features/admin/texts/messages";
import { cn } from "~/lib/cn";
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
      <div className="min-h-screen bg-background text-foreground">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-4 border-b border-border bg-card px-4">
          <p className="truncate text-sm text-muted-foreground">
            {layoutTexts.welcome} <span className="font-semibold text-foreground">{loaderData.userName}</span>
          </p>
          <div className="flex items-center gap-3">
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
        <div className="md:flex">
          <AdminNav unreadMessages={loaderData.unreadMessages} />
          <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
            <Outlet />
          </main>
        </div>
      </div>
    </Toaster>
  );
}

/** Sections as a sidebar from the medium breakpoint up, as a wrapping bar of links below it. */
function AdminNav({ unreadMessages }: { unreadMessages: number | null }) {
  return (
    <nav
      aria-label={layoutTexts.navLabel}
      className="border-b border-border bg-card md:sticky md:top-14 md:h-[calc(100vh-3.5rem)] md:w-72 md:shrink-0 md:border-b-0 md:border-r"
    >
      <p className="hidden px-5 pt-5 pb-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground md:block">
        {layoutTexts.navHeading}
      </p>
      <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col md:overflow-visible md:p-3">
        {adminSections.map((section) => (
          <li key={section.key} className="shrink-0">
            <NavLink
              to={adminPath(section.key)}
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap",
                  isActive ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
                )
              }
            >
              <SectionIcon section={section.key} className="size-4" />
              {section.label}
              {section.key === "messages" && unreadMessages ? (
                <span className="ml-auto rounded-full bg-destructive px-2 py-0.5 text-xs font-semibold text-destructive-foreground">
                  <span aria-hidden>{unreadMessages}</span>
                  <span className="sr-only">{`(${messageTexts.unreadBadge(unreadMessages)})`}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

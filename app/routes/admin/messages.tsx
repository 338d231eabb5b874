import { Link, Outlet, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";

import { backendContext } from "~/backend/context.server";
import { messageStates, type MessageState } from "~/backend/schemas";
import { SectionHeader } from "~/components/admin/form-parts";
import { ListPager, ListSearch, ListStatus } from "~/components/admin/list-controls";
import { RecordLinksHead } from "~/components/admin/record-links";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { MailOpen, Settings, Trash2 } from "~/components/ui/icons";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { loadList } from "~/features/admin/forms.server";
import { messageDate, readMessageState, stateParam } from "~/features/admin/messages";
import { adminPager, emptySlice, emptyText, readAdminList, searchParam } from "~/features/admin/paging";
import { commonTexts } from "~/features/admin/texts/common";
import { adminSection } from "~/features/admin/texts/layout";
import { searchPlaceholders } from "~/features/admin/texts/list";
import { messageMessages, messageStateLabels, messageTexts } from "~/features/admin/texts/messages";
import { cn } from "~/lib/cn";
import { useListQuery } from "~/lib/list-query";
import { pageHref } from "~/lib/pagination";

import type { Route } from "./+types/messages";
import type { loader as layoutLoader } from "./layout";

// /admin/messages: the contact form's messages, one state at a time (?state=read, ?state=archived;
// none: the unread ones), newest first, searched and paged by plain GETs. A message opens in its
// dialog route (:id), which marks it read; it is deleted through :id/delete.

export async function loader({ context, url }: Route.LoaderArgs) {
  const state = readMessageState(url);
  const request = readAdminList(url, "rows");
  const { value, error } = await loadList(
    context,
    () => context.get(backendContext).messages.list({ ...request.window, state }),
    emptySlice,
    messageMessages.listFailed,
  );
  return {
    state,
    messages: value.items.map((message) => ({ ...message, received: messageDate(message.receivedAt) })),
    pager: adminPager("/admin/messages", request, value, state === "unread" ? {} : { [stateParam]: state }),
    error,
  };
}

/**
 * Opening a message marks it read, and its dialog's buttons move it: the list behind the dialog
 * (and the sidebar's count) is read again whenever a message's dialog opens or closes.
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { state, messages, pager, error } = loaderData;
  const section = adminSection("messages");
  return (
    <>
      <SectionHeader
        title={section.label}
        description={messageTexts.description}
        action={
          <Link to="settings" preventScrollReset className={buttonVariants({ variant: "outline" })}>
            <Settings aria-hidden />
            {messageTexts.settings}
          </Link>
        }
      />
      <StateTabs current={state} search={pager.search} />
      <ListSearch pager={pager} what={section.label} placeholder={searchPlaceholders.messages} />
      <Card className="overflow-hidden">
        {error || messages.length === 0 ? (
          <ListStatus error={error} empty={emptyText(pager, messageTexts.empty[state])} />
        ) : (
          <Table>
            <TableCaption>{`${messageTexts.listLabel}: ${messageStateLabels[state]}`}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{messageTexts.sender}</TableHead>
                <TableHead className="hidden md:table-cell">{messageTexts.message}</TableHead>
                <TableHead className="hidden sm:table-cell">{messageTexts.received}</TableHead>
                <RecordLinksHead />
              </TableRow>
            </TableHeader>
            <TableBody>
              {messages.map((message) => (
                <TableRow key={message.id}>
                  <TableCell className="px-3 sm:px-4">
                    <span className={cn("block wrap-anywhere", state === "unread" ? "font-bold" : "font-medium")}>
                      {message.name}
                    </span>
                    <span className="block text-xs break-all text-muted-foreground">{message.email}</span>
                    <span className="mt-1 line-clamp-2 block text-xs wrap-anywhere text-muted-foreground md:hidden">
                      {message.preview}
                    </span>
                    <span className="block text-xs text-muted-foreground sm:hidden">{message.received}</span>
                  </TableCell>
                  <TableCell className="hidden max-w-md md:table-cell">
                    <span className="line-clamp-2 wrap-anywhere">{message.preview}</span>
                  </TableCell>
                  <TableCell className="hidden whitespace-nowrap sm:table-cell">
                    {message.received}
                    <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-semibold">
                      <span className="sr-only">{messageTexts.language}: </span>
                      {message.lang.toUpperCase()}
                    </span>
                  </TableCell>
                  <TableCell className="px-2 sm:px-4">
                    <MessageLinks id={message.id} name={message.name} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <ListPager pager={pager} />
      <Outlet />
    </>
  );
}

/** The three states as tabs: links, so each is a URL and works without JavaScript. */
function StateTabs({ current, search }: { current: MessageState; search: string }) {
  const unread = useRouteLoaderData<typeof layoutLoader>("routes/admin/layout")?.unreadMessages;
  return (
    <nav aria-label={messageTexts.tabsLabel} className="mb-4 flex flex-wrap gap-1 border-b border-border">
      {messageStates.map((state) => (
        <Link
          key={state}
          to={pageHref("/admin/messages", 1, {
            ...(state === "unread" ? {} : { [stateParam]: state }),
            [searchParam]: search,
          })}
          aria-current={state === current ? "page" : undefined}
          className={cn(
            "-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring",
            state === current
              ? "border-primary text-foreground"
              : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {messageStateLabels[state]}
          {state === "unread" && unread ? <span className="rounded-full bg-muted px-2 text-xs">{unread}</span> : null}
        </Link>
      ))}
    </nav>
  );
}

/** A message's links: its dialog (which marks it read) and its delete confirmation, with the list's query. */
function MessageLinks({ id, name }: { id: string; name: string }) {
  const search = useListQuery();
  const size = cn(buttonVariants({ variant: "ghost", size: "sm" }), "px-2 sm:px-3");
  return (
    <div className="flex justify-end gap-1">
      <Link to={{ pathname: id, search }} preventScrollReset aria-label={messageTexts.openLabel(name)} className={size}>
        <MailOpen aria-hidden />
        <span className="hidden sm:inline">{messageTexts.open}</span>
      </Link>
      <Link
        to={{ pathname: `${id}/delete`, search }}
        preventScrollReset
        aria-label={messageTexts.deleteLabel(name)}
        className={cn(size, "text-destructive hover:bg-destructive/5")}
      >
        <Trash2 aria-hidden />
        <span className="hidden sm:inline">{commonTexts.delete}</span>
      </Link>
    </div>
  );
}

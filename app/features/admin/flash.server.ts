import { redirect, type RouterContextProvider } from "react-router";

import { cookieJarContext } from "~/lib/cookies.server";

import { toastSchema, type Toast } from "./toast";

// The toast after a redirect (the action redirects with a flash message): kept for one request
// in the signed flash cookie (lib/cookies.server.ts), which only the server reads and writes.
// It only ever carries the toast's text, which React renders as text.

type Context = Readonly<RouterContextProvider>;

/** The pending toast of a request, forgotten once read; a tampered or unsigned cookie is none. */
export async function takeFlash(context: Context): Promise<Toast | null> {
  const cookies = context.get(cookieJarContext);
  const stored = await cookies.read("flash");
  if (stored === null) return null;
  await cookies.clear("flash");
  const parsed = toastSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** A redirect that shows `toast` on the page it leads to. */
export async function redirectWithToast(context: Context, to: string, toast: Toast): Promise<Response> {
  await context.get(cookieJarContext).set("flash", toast);
  return redirect(to);
}

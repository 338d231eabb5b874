import { toastSchema, type Toast } from "./toast";

// The toast after a redirect (spec: "the action redirects with a flash message"): kept for one
// request in a short-lived cookie that only the server reads and writes. It only ever carries
// the toast's text, which React renders as text.

const cookieName = "admin_flash";

export function flashCookie(toast: Toast): string {
  const value = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(toast))));
  return `${cookieName}=${value}; Path=/admin; HttpOnly; Secure; SameSite=Lax; Max-Age=60`;
}

/** The pending toast of a request, and the header that clears it once shown. */
export function takeFlash(request: Request): { toast: Toast | null; clear: string | null } {
  const raw = request.headers.get("Cookie")?.match(new RegExp(`(?:^|;\\s*)${cookieName}=([^;]+)`))?.[1];
  if (!raw) return { toast: null, clear: null };
  const clear = `${cookieName}=; Path=/admin; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
  try {
    const json = new TextDecoder().decode(Uint8Array.from(atob(raw), (c) => c.charCodeAt(0)));
    const parsed = toastSchema.safeParse(JSON.parse(json));
    return { toast: parsed.success ? parsed.data : null, clear };
  } catch {
    return { toast: null, clear };
  }
}

/** A redirect that shows `toast` on the page it leads to. */
export function redirectWithToast(to: string, toast: Toast, init?: { headers?: HeadersInit }): Response {
  const headers = new Headers(init?.headers);
  headers.set("Location", to);
  headers.append("Set-Cookie", flashCookie(toast));
  return new Response(null, { status: 302, headers });
}

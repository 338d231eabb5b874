import { createContext, data, type RouterContextProvider } from "react-router";

// Honest failures: one id per request, set by the Worker entry. Every failure is logged with
// it; the visitor sees only the id (the X-Request-Id header, the reference on the 503 page) to
// quote when reporting, never the error.

export const requestIdContext = createContext<string>("");

export function newRequestId(): string {
  return crypto.randomUUID();
}

/** Logs a failure with the request's id and route. */
export function logFailure(requestId: string, route: string, error: unknown): void {
  console.error(`requestId=${requestId} route=${route}`, error);
}

/** What a 503 page shows: the reference the visitor can quote. */
export interface UnavailableData {
  requestId: string;
}

/**
 * Data the response needs cannot be read: logged with the request's id and route, answered
 * 503 (the Worker adds Retry-After), so crawlers keep the page and retry; the error boundary
 * shows the "temporarily unavailable" page with the id as a reference.
 */
export function throwUnavailable(context: Readonly<RouterContextProvider>, route: string, error: unknown): never {
  const requestId = context.get(requestIdContext);
  logFailure(requestId, route, error);
  throw data<UnavailableData>({ requestId }, { status: 503 });
}

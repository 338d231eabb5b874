import { createContext, data, type RouterContextProvider } from "react-router";

// Honest failures: one id per request, set by the Worker entry. Every failure is logged with
// it; the visitor sees only the id (the X-Request-Id header, the reference on the 503 page) to
// quote when reporting, never the error.

/** The request's id and path, set by the Worker entry for every route's loaders and actions. */
export interface RequestTrace {
  requestId: string;
  path: string;
}

export const requestTraceContext = createContext<RequestTrace>({ requestId: "", path: "" });

export function newRequestId(): string {
  return crypto.randomUUID();
}

/** Logs a failure with the request's id and route. */
export function logFailure(requestId: string, route: string, error: unknown): void {
  console.error(`requestId=${requestId} route=${route}`, error);
}

/** Logs a failure of the request `context` serves, under its id and path (or `where`). */
export function logRequestFailure(context: Readonly<RouterContextProvider>, error: unknown, where?: string): void {
  const { requestId, path } = context.get(requestTraceContext);
  logFailure(requestId, where ?? path, error);
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
export function throwUnavailable(
  context: Readonly<RouterContextProvider>,
  route: string | undefined,
  error: unknown,
): never {
  logRequestFailure(context, error, route);
  const { requestId } = context.get(requestTraceContext);
  throw data<UnavailableData>({ requestId }, { status: 503 });
}

import { RouterContextProvider, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { handleError } from "~/entry.server";
import { requestTraceContext } from "~/lib/failures.server";

// handleError is the last net: an error no loader, action or render answered itself. Every
// route answers the store's failures on its own (503 or a fallback, see tests/app), so what
// reaches it is a defect; the operator must find it under the id the visitor was given.

const requestId = "3f2a9c1e-0000-4000-8000-000000000001";
let logged: string[] = [];

function argsFor(path: string, init: RequestInit = {}) {
  const context = new RouterContextProvider();
  context.set(requestTraceContext, { requestId, path });
  return { request: new Request(`https://example.test${path}`, init), context, params: {} };
}

beforeEach(() => {
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...parts: unknown[]) => {
    logged.push(
      parts.map((part) => (part instanceof Error ? `${part.name}: ${part.message}` : String(part))).join(" "),
    );
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("handleError", () => {
  it("logs an unanswered error once, with the request's id and path", () => {
    handleError(new TypeError("Cannot read properties of undefined"), argsFor("/admin/projects"));
    expect(logged).toEqual([
      "requestId=3f2a9c1e-0000-4000-8000-000000000001 route=/admin/projects TypeError: Cannot read properties of undefined",
    ]);
  });

  it("logs the cause of a 5xx the router made itself, not its wrapper", () => {
    handleError(
      new ErrorResponse(500, "Internal Server Error", new RangeError("offset out of range"), true),
      argsFor("/en/projects"),
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain("RangeError: offset out of range");
  });

  it("leaves the router's 4xx answers and abandoned requests out of the log", () => {
    handleError(new ErrorResponse(404, "Not Found", "No route matches URL"), argsFor("/admin/nowhere"));
    handleError(new ErrorResponse(405, "Method Not Allowed", "no action"), argsFor("/robots.txt"));
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("request aborted"), argsFor("/tr", { signal: controller.signal }));
    expect(logged).toEqual([]);
  });
});

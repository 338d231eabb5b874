import { beforeAll, describe, expect, it } from "vitest";

import { adminCookie, appFetch, origin, postForm, provisionAccounts } from "./app-support";

// The methods of the paths outside the admin (app/features/site/methods.server.ts, decision 029): GET and
// HEAD everywhere, POST on the contact page alone; any other method is a 405 naming them
// (Allow) in a short plain text that does not blame the server, OPTIONS a 204 with Allow.
// The admin's forms, the contact form, /files and the cross-site check are as they were.

beforeAll(provisionAccounts);

const sameSite = { Origin: origin };

async function expectRefused(method: string, path: string, allow: string): Promise<number> {
  const response = await appFetch(path, {
    method,
    headers: sameSite,
    body: method === "GET" || method === "HEAD" ? undefined : "x=1",
  });
  const what = `${method} ${path}`;
  expect(response.status, what).toBe(405);
  expect(response.headers.get("Allow"), what).toBe(allow);
  expect(response.headers.get("Content-Type"), what).toBe("text/plain; charset=utf-8");
  const body = await response.text();
  expect(body, what).toContain("Method Not Allowed");
  expect(body, what).not.toMatch(/went wrong|try again|Unexpected Server Error|error/i);
  expect(response.headers.get("X-Request-Id"), what).toBeTruthy();
  return response.status;
}

describe("a method a public path does not take", () => {
  it("is a 405 with Allow: GET, HEAD on pages, the sitemap, robots.txt and redirects", async () => {
    const paths = [
      "/en/",
      "/tr/kurumsal/hakkimizda",
      "/tr/projeler",
      "/en/nope",
      "/robots.txt",
      "/sitemap.xml",
      "/",
      "/kurumsal",
    ];
    for (const path of paths)
      for (const method of ["POST", "PUT", "DELETE", "PATCH"])
        expect(await expectRefused(method, path, "GET, HEAD")).toBe(405);
  });

  it("is a 405 with Allow: GET, HEAD, POST on the contact page", async () => {
    for (const path of ["/tr/contact", "/en/contact", "/uz/contact/"])
      for (const method of ["PUT", "DELETE", "PATCH"])
        expect(await expectRefused(method, path, "GET, HEAD, POST")).toBe(405);
  });

  it("answers OPTIONS with 204 and Allow, no body", async () => {
    for (const [path, allow] of [
      ["/sitemap.xml", "GET, HEAD"],
      ["/en/", "GET, HEAD"],
      ["/robots.txt", "GET, HEAD"],
      ["/ru/contact", "GET, HEAD, POST"],
    ] as const) {
      const response = await appFetch(path, { method: "OPTIONS" });
      expect(response.status, path).toBe(204);
      expect(response.headers.get("Allow"), path).toBe(allow);
      expect(await response.text(), path).toBe("");
    }
  });
});

describe("what keeps working", () => {
  it("reads pages with GET and HEAD", async () => {
    expect((await appFetch("/en/")).status).toBe(200);
    expect((await appFetch("/en/", { method: "HEAD" })).status).toBe(200);
    expect((await appFetch("/robots.txt")).status).toBe(200);
  });

  it("takes the contact form's POST to its action", async () => {
    const response = await postForm("/tr/contact", { name: "", email: "x", message: "" });
    expect(response.status).not.toBe(405);
    expect(await response.text()).toContain("<form");
  });

  it("refuses a cross-site write as before", async () => {
    const response = await appFetch("/tr/contact", {
      method: "POST",
      headers: { Origin: "https://elsewhere.test" },
      body: "x=1",
    });
    expect(response.status).toBe(403);
  });

  it("leaves the admin's forms and /files their own answers", async () => {
    expect(await adminCookie()).toMatch(/=/);
    const files = await appFetch("/files/images/x.png", { method: "POST", headers: sameSite });
    expect(files.status).toBe(405);
    expect(files.headers.get("Allow")).toBe("GET, HEAD");
  });
});

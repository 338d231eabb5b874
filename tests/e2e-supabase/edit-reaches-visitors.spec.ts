import { expect, request, test, type APIRequestContext } from "@playwright/test";

import { contentVersionBoundMs } from "../../app/lib/kept-content-version.server";
import { demoAdmin } from "../fixtures/accounts";
import { standinSql } from "./address";

// With BACKEND=supabase, how fast an edit reaches visitors now that a cache hit waits for no
// database read (decision 050), in real time: an edit written straight to the database (as one
// made through another location's Worker, or an operator's SQL, is for this Worker) reaches a
// visitor within the bound; the editor, whose requests read the version at once, sees it on the
// next one. tests/app/edit-reaches-visitors.test.ts holds the d1 backend to the same.

const cacheState = (headers: Record<string, string>) => headers["x-page-cache"] ?? null;

async function setCompanyName(name: string) {
  await standinSql("update public.site_settings set value = to_jsonb($1::text) where key = 'companyName'", [name]);
}

async function read(client: APIRequestContext, path: string) {
  const response = await client.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return { body: await response.text(), cache: cacheState(response.headers()) };
}

// Both tests set the company's name: one after the other.
test.describe.configure({ mode: "serial" });

/** HTTP only, the same in both projects: run once (no browser page is opened either way). */
const once = () => test.skip(test.info().project.name !== "desktop", "answers of the server: one run is enough");

test("an edit made in the database reaches a visitor within the bound", async ({ baseURL }) => {
  const visitor = await request.newContext({ baseURL });
  const path = "/en/machine-park?edit-reaches=visitor";
  const name = `Sınır Deneme ${Date.now().toString(36)} A.Ş.`;
  await read(visitor, path);
  expect((await read(visitor, path)).cache).toBe("hit");

  const written = Date.now();
  await setCompanyName(name);
  // Within the bound (and the time a request takes), the visitor's page shows it. (Sooner when
  // the other specs' saves or admin views, running alongside, made this Worker read the version.)
  let shownAfter: number | null = null;
  while (shownAfter === null && Date.now() - written < contentVersionBoundMs + 3_000) {
    if ((await read(visitor, path)).body.includes(name)) shownAfter = Date.now() - written;
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(shownAfter, "the edit reached the visitor").not.toBeNull();
  expect(shownAfter!).toBeLessThanOrEqual(contentVersionBoundMs + 1_000);
  await visitor.dispose();
});

test("an edit made in the database shows on the editor's very next request", async ({ baseURL }) => {
  once();
  const visitor = await request.newContext({ baseURL });
  const editor = await request.newContext({ baseURL });
  const signedIn = await editor.post("/admin/login", {
    form: { email: demoAdmin.email, password: demoAdmin.password },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  const path = "/ru/machine-park?edit-reaches=editor";
  const name = `Editör Deneme ${Date.now().toString(36)} A.Ş.`;
  await read(visitor, path);
  expect((await read(visitor, path)).cache).toBe("hit");

  await setCompanyName(name);
  expect((await read(editor, path)).body).toContain(name);
  await Promise.all([visitor.dispose(), editor.dispose()]);
});

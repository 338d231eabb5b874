import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

import { expect, test as setup } from "@playwright/test";

import { demoAdmin } from "../fixtures/accounts";
import { makeOwnAccounts, ownAccountsFile } from "./admin-support";
import { adminSessionFile } from "./where";

// Signs the demo admin in once per run, through the login action as a form post would, and keeps
// the session for the admin specs (openAsAdmin). Signing in itself is tested by admin-auth.spec.ts.
setup("the demo admin signs in once", async ({ request, baseURL }) => {
  const response = await request.post("/admin/login", {
    form: demoAdmin,
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/admin/dashboard");
  mkdirSync(dirname(adminSessionFile()), { recursive: true });
  await request.storageState({ path: adminSessionFile() });
});

// The accounts the specs change, every project's, made once per run in one database call
// (ownAccount reads them); `npm run admin:create` itself is tested by admin-sessions.spec.ts.
setup("the specs' own accounts are made once", async () => {
  const accounts = await makeOwnAccounts();
  mkdirSync(dirname(ownAccountsFile()), { recursive: true });
  writeFileSync(ownAccountsFile(), JSON.stringify(accounts));
});

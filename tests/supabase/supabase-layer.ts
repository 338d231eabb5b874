import { describe, inject } from "vitest";

import { describeAuditContract } from "../contract/audit";
import { describeBackendContract } from "../contract/backend-contract";
import { describeContentVersionContract } from "../contract/content-version";
import { describeImageVariantsContract } from "../contract/image-variants";
import { describeListWindowsContract } from "../contract/list-windows";
import { describePreviewLinksContract } from "../contract/previews";
import { describeRecordVersionsContract } from "../contract/record-versions";
import { describeRedirectsContract } from "../contract/redirects";
import { describeRevisionsContract } from "../contract/revisions";
import { describeTrashContract } from "../contract/trash";
import { supabaseHarness } from "./harness";
import { describeSupabaseSignInThrottle } from "./sign-in-throttle";
import { describeSupabaseAdapter } from "./supabase-adapter";

/**
 * The backend contract, unchanged, on the supabase adapter against one database behind the
 * stand-in (or the live project), then what only this adapter has to say. One test file per
 * database, so the databases' runs go side by side.
 */
export function describeSupabaseLayer(database: string) {
  const standin = inject("supabaseStandins").find((s) => s.database === database);
  // Absent (PostgreSQL not installed, the live variables not set; the global setup printed
  // which): the same tests are collected and skipped, against an address nothing calls.
  const target = standin ?? { database, url: "", controlUrl: "", anonKey: "", secretKey: "", live: false };
  describe.skipIf(!standin)(`supabase layer on ${database}`, () => {
    const harness = () => supabaseHarness(target);
    describeBackendContract(harness);
    describeRecordVersionsContract(harness);
    describeContentVersionContract(harness);
    describeImageVariantsContract(harness);
    describeListWindowsContract(harness);
    describeRevisionsContract(harness);
    describeTrashContract(harness);
    describeAuditContract(harness);
    describePreviewLinksContract(harness);
    describeRedirectsContract(harness);
    describeSupabaseAdapter(target);
    describeSupabaseSignInThrottle(target);
  });
}

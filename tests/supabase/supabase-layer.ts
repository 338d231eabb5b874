import { describe, inject, it } from "vitest";
import { describeBackendContract } from "../contract/backend-contract";
import { describeContentVersionContract } from "../contract/content-version";
import { describeImageVariantsContract } from "../contract/image-variants";
import { describeListWindowsContract } from "../contract/list-windows";
import { describeRecordVersionsContract } from "../contract/record-versions";
import { supabaseHarness } from "./harness";
import { describeSupabaseAdapter } from "./supabase-adapter";

/**
 * The backend contract, unchanged, on the supabase adapter against one database behind the
 * stand-in (or the live project), then what only this adapter has to say. One test file per
 * database, so the databases' runs go side by side.
 */
export function describeSupabaseLayer(database: string) {
  const standin = inject("supabaseStandins").find((s) => s.database === database);
  if (!standin) {
    // The global setup printed why (PostgreSQL not installed, live variables not set).
    describe(`supabase adapter on ${database}`, () => it.skip("not available on this machine", () => {}));
    return;
  }
  const harness = () => supabaseHarness(standin);
  describeBackendContract(harness);
  describeRecordVersionsContract(harness);
  describeContentVersionContract(harness);
  describeImageVariantsContract(harness);
  describeListWindowsContract(harness);
  if (!standin.live) describeSupabaseAdapter(standin);
}

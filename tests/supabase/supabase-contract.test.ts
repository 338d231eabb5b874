import { inject } from "vitest";
import { describeBackendContract } from "../contract/backend-contract";
import { describeContentVersionContract } from "../contract/content-version";
import { describeImageVariantsContract } from "../contract/image-variants";
import { describeListWindowsContract } from "../contract/list-windows";
import { describeRecordVersionsContract } from "../contract/record-versions";
import { supabaseHarness } from "./harness";
import { describeSupabaseAdapter } from "./supabase-adapter";

// The backend contract, unchanged, on the supabase adapter: once per database behind the stand-in.
for (const standin of inject("supabaseStandins")) {
  const harness = () => supabaseHarness(standin);
  describeBackendContract(harness);
  describeRecordVersionsContract(harness);
  describeContentVersionContract(harness);
  describeImageVariantsContract(harness);
  describeListWindowsContract(harness);
  if (!standin.live) describeSupabaseAdapter(standin);
}

import { describeSupabaseLayer } from "./supabase-layer";

// Only with SUPABASE_TEST_* set (tests/supabase/live-project.ts): a dedicated test project.
describeSupabaseLayer("a live project");

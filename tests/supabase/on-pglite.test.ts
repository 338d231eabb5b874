import { describeSupabaseLayer } from "./supabase-layer";

describeSupabaseLayer("pglite");

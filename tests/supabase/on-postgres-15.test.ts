import { describeSupabaseLayer } from "./supabase-layer";

describeSupabaseLayer("postgres-15");

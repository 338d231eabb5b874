import { z } from "zod";

// Zod 4 compiles object parsers with `new Function` where it may, and finds out by trying it. The
// Content-Security-Policy allows no eval, so in the browser that try is a reported violation
// (docs/decisions/016-content-security-policy.md); the Worker refuses eval too. Every module that
// builds schemas takes `z` from here, so the switch is set before any schema exists, and a page
// without schemas (the home page) does not download Zod just to set it
// (docs/decisions/025-first-paint.md). The interpreted parsers give the same results.
z.config({ jitless: true });

export { z };

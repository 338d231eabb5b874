// Loads the demo content on a local/test deployment's first request (DEMO_SEED=true). The
// seed modules are imported lazily so a production Worker never even parses them.

let pending: Promise<void> | undefined;

export function ensureDemoSeed(bindings: { db: D1Database; files: R2Bucket }): Promise<void> {
  pending ??= (async () => {
    try {
      const [{ loadDemoContent }, { demoContent }] = await Promise.all([import("./load-d1"), import("./demo-content")]);
      const outcome = await loadDemoContent(bindings, demoContent);
      if (outcome === "seeded") console.log("Demo content loaded into the local database.");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const hint = /no such table/i.test(message) ? " Apply the migrations first: npm run db:migrate" : "";
      console.error(`Demo seed failed: ${message}.${hint}`);
      pending = undefined; // try again on the next request
    }
  })();
  return pending;
}

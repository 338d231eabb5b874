import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import postgres from "postgres";

// The contract suite on a real Supabase project (docs/decisions/021): a dedicated, empty TEST
// project — the suite deletes every row and file in it. Its API is the project's own; what the
// harness does besides the port (reset, accounts, injected failures, counts) goes to the same
// test-only SQL endpoint the stand-in offers, served here over the project's database connection.

export interface LiveProject {
  url: string;
  anonKey: string;
  secretKey: string;
  databaseUrl: string;
}

export const liveProjectVariables = [
  "SUPABASE_TEST_URL",
  "SUPABASE_TEST_ANON_KEY",
  "SUPABASE_TEST_SECRET_KEY",
  "SUPABASE_TEST_DB_URL",
] as const;

export function liveProjectFromEnv(env: NodeJS.ProcessEnv = process.env): LiveProject | null {
  const [url, anonKey, secretKey, databaseUrl] = liveProjectVariables.map((name) => env[name]?.trim() ?? "");
  if (!url || !anonKey || !secretKey || !databaseUrl) return null;
  return { url: url.replace(/\/+$/, ""), anonKey, secretKey, databaseUrl };
}

/** POST /__standin/sql {sql, params} (header x-standin-control: the secret key) on the project's database. */
export async function startLiveControl(project: LiveProject): Promise<{ url: string; close(): Promise<void> }> {
  const sql = postgres(project.databaseUrl, { max: 2, onnotice: () => {}, prepare: false });
  const server = createServer(async (req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.headers["x-standin-control"] !== project.secretKey)
      return answer(401, { message: "x-standin-control must carry the secret key" });
    if (req.method !== "POST" || req.url !== "/__standin/sql")
      return answer(404, { message: `no control route ${req.url}` });
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const { sql: text, params } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        sql: string;
        params?: unknown[];
      };
      answer(200, { rows: [...(await sql.unsafe(text, (params ?? []) as postgres.ParameterOrJSON<never>[]))] });
    } catch (error) {
      answer(500, {
        message: error instanceof Error ? error.message : String(error),
        code: (error as { code?: string }).code ?? null,
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.close();
      server.closeAllConnections();
      await sql.end();
    },
  };
}

import { json, type Reply } from "./http";

// How PostgREST answers: its error body ({code, details, hint, message}), its SQLSTATE → HTTP
// status table, and its refusal of a bad JWT. Shared by the rpc endpoint (rest.ts) and the
// tables (tables.ts).

export const pgrst = (
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
  headers: Record<string, string> = {},
): Reply => json(status, { code, details, hint, message }, headers);

/** PostgREST's HTTP status for a SQLSTATE (docs: references/errors, "HTTP Status Codes"). */
export function statusForSqlState(code: string, role: string): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const exact: Record<string, number> = {
    "23503": 409,
    "23505": 409,
    "25006": 405,
    "53400": 500,
    P0001: 400,
    "42883": 404,
    "42P01": 404,
    "42P17": 500,
  };
  if (exact[code]) return exact[code];
  if (code === "42501") return role === "anon" ? 401 : 403;
  const byClass: Record<string, number> = {
    "08": 503,
    "09": 500,
    "0L": 403,
    "0P": 403,
    "25": 500,
    "28": 403,
    "2D": 500,
    "38": 500,
    "39": 500,
    "3B": 500,
    "40": 500,
    "53": 503,
    "54": 500,
    "55": 500,
    "57": 500,
    "58": 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

export function jwtRefusal(failure: "malformed" | "signature" | "expired"): Reply {
  const message =
    failure === "expired"
      ? "JWT expired"
      : failure === "signature"
        ? "JWSError JWSInvalidSignature"
        : "JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)";
  return pgrst(401, failure === "expired" ? "PGRST303" : "PGRST301", message, null, null, {
    "www-authenticate": `Bearer error="invalid_token", error_description="${message}"`,
  });
}

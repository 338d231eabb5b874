import type { RouterContextProvider } from "react-router";

import { backendContext } from "~/backend/context.server";
import { logRequestFailure } from "~/lib/failures.server";

import { loginFailureMessages, loginTexts } from "./texts/login";

// Sign-in is open to anyone: its body is read only up to what the longest e-mail and password
// the schema takes need (ASCII, percent-encoded), not the admin forms' 300 KB.
export const signInFormBytes = 4 * 1024;

/**
 * One sign-in attempt, as the sign-in page and the sign-in dialog over a form make it (the same
 * backend call, so the same throttle): signed in, or the Turkish message and the status to answer.
 */
export async function attemptSignIn(
  context: Readonly<RouterContextProvider>,
  email: string,
  password: string,
  where: string,
): Promise<{ ok: true } | { ok: false; message: string; status: 400 | 429 }> {
  let outcome;
  try {
    outcome = await context.get(backendContext).auth.signIn(email, password);
  } catch (error) {
    logRequestFailure(context, error, `${where} (sign-in)`);
    outcome = { ok: false as const, reason: "other" as const, message: undefined };
  }
  if (outcome.ok) return { ok: true };
  const message =
    outcome.reason === "other" ? (outcome.message ?? loginTexts.unknownError) : loginFailureMessages[outcome.reason];
  return { ok: false, message, status: outcome.reason === "throttled" ? 429 : 400 };
}

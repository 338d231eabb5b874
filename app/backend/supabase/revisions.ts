import type { BackendError } from "../errors";
import type { HistoryKind } from "../history";
import { rpc, type RpcFailure, type SupabaseContext } from "./context";
import type { Database } from "./database";

// A save as the history's restore makes it (ctx.restoring): restore_revision saves the input
// through the kind's own save function, marked as the restore of that revision (its revision
// and audit entry say so), and answers what that function answers.

type RestoredInput = Database["public"]["Functions"]["restore_revision"]["Args"]["p_input"];

/**
 * Runs `save` (the kind's own save function), or, when the context restores a revision, the same
 * input through restore_revision: it answers what the kind's save function answers, `T`.
 */
export async function saveOrRestore<T>(
  ctx: SupabaseContext,
  kind: HistoryKind,
  id: string | undefined,
  input: RestoredInput,
  save: () => Promise<T>,
  refine?: (failure: RpcFailure) => BackendError | undefined,
): Promise<T> {
  if (!ctx.restoring || id === undefined) return save();
  const answer = await rpc(
    ctx.session,
    "restore_revision",
    { p_type: kind, p_id: id, p_revision: ctx.restoring.revision, p_input: input },
    refine,
  );
  // The answer is the kind's save function's own (typed at that function in ./database.ts).
  return answer as T;
}

/** The context of a restore of `revision`, whose saves go through restore_revision. */
export const restoringContext = (
  ctx: SupabaseContext,
  restoring: NonNullable<SupabaseContext["restoring"]>,
): SupabaseContext => Object.assign(Object.create(ctx) as SupabaseContext, { restoring });

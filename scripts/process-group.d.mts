// Types of process-group.mjs, for the TypeScript that starts servers with it
// (tests/e2e-supabase/global-setup.ts).
import type { ChildProcess, SpawnOptions } from "node:child_process";

export interface GroupChild extends ChildProcess {
  /** Resolves once the group's leader has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions): GroupChild;
export function signalGroup(child: ChildProcess, signal?: NodeJS.Signals): void;
export function stopGroup(
  child: GroupChild,
  timeoutMs?: number,
): Promise<{ count: number; commands: string; leftOver: string[] }>;

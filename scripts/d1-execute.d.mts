// Types of d1-execute.mjs, for the TypeScript that writes with it (tests/e2e/pagination.spec.ts).
export function d1Execute(args: readonly string[], options?: { quiet?: boolean }): void;

import { removedByCleaning } from "~/lib/sanitize-html.server";

import { cleanedNotice, removedKindLabels } from "./texts/editor";
import type { Toast } from "./toast";

// The notice after a save whose HTML the server's cleaning changed: the save goes through with
// the cleaned content (the backend cleans every save, docs/decisions/009 and 035), and the admin
// is told which kinds of markup went, whether she wrote in the editor or in the textarea.

/** `done` as it is, or, when cleaning any of `contents` removes something, an info toast naming what. */
export function withCleaningNotice(done: Toast, contents: string[]): Toast {
  const kinds = [...new Set(contents.flatMap(removedByCleaning))];
  if (kinds.length === 0) return done;
  return {
    kind: "info",
    title: done.title,
    message: `${done.message} ${cleanedNotice(kinds.map((kind) => removedKindLabels[kind]))}`.trim(),
  };
}

/** The content of every language of a saved record. */
export const contentsOf = (translations: Record<string, { content?: string } | undefined>): string[] =>
  Object.values(translations).map((t) => t?.content ?? "");

import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState, type ComponentType } from "react";

import { editorTexts } from "~/features/admin/texts/editor";
import type { Lang } from "~/i18n/languages";

import { Textarea } from "../ui/textarea";
import { Field } from "./field";
import type { RichTextEditorProps } from "./rich-text/rich-text-editor";

// A long HTML text (page and project content; the settings' long texts may adopt it): a textarea
// of the HTML, which the rich-text editor enhances once the page has hydrated. The editor's code is
// a separate chunk imported here after hydration, so only the admin screens that show this field
// load it, the textarea is there (and usable) first, and if the chunk fails the textarea stays.
// Either way the form posts the same field, cleaned by the same rules on the server.
// docs/decisions/057-rich-text-editor.md

// Browser only: on the server the branch is dropped at build time, so the Worker's bundle does not
// carry the editor (it is never rendered there: the import runs in an effect).
const loadEditor = () =>
  import.meta.env.SSR
    ? Promise.reject(new Error("The rich-text editor runs in the browser only."))
    : import("./rich-text/rich-text-editor");

type EditorState =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; Editor: ComponentType<RichTextEditorProps> };

export function RichTextField<Schema>({
  meta,
  label,
  hint,
  lang,
  rows = 10,
}: {
  meta: FieldMetadata<Schema>;
  label: string;
  hint?: string;
  lang: Lang;
  rows?: number;
}) {
  const [editor, setEditor] = useState<EditorState>({ state: "loading" });
  // The textarea element itself: Conform gives it a new key (a new element) when the form resets.
  const [textarea, setTextarea] = useState<HTMLTextAreaElement | null>(null);
  const labelId = `${meta.id}-label`;

  useEffect(() => {
    let live = true;
    loadEditor().then(
      (module) => live && setEditor({ state: "ready", Editor: module.default }),
      () => live && setEditor({ state: "failed" }),
    );
    return () => {
      live = false;
    };
  }, []);

  const ready = editor.state === "ready" && textarea !== null;
  return (
    <Field meta={meta} label={label} hint={hint} labelId={labelId}>
      {(options) => (
        <>
          <Textarea
            {...getTextareaProps(meta, options)}
            ref={setTextarea}
            rows={rows}
            code
            hidden={ready || undefined}
          />
          {ready && (
            <editor.Editor
              textarea={textarea}
              labelId={labelId}
              label={label}
              lang={lang}
              describedBy={options.ariaDescribedBy ?? (meta.errors?.length ? meta.errorId : undefined)}
              invalid={Boolean(meta.errors?.length)}
            />
          )}
          {editor.state === "failed" && <p className="text-xs text-muted-foreground">{editorTexts.loadFailed}</p>}
        </>
      )}
    </Field>
  );
}

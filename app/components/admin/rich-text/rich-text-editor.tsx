import { Editor } from "@tiptap/core";
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from "react";

import { editorButtons, editorTexts } from "~/features/admin/texts/editor";
import type { Lang } from "~/i18n/languages";
import { cn } from "~/lib/cn";

import { editorExtensions } from "./editor-extensions";
import { ImagePanel, LinkPanel } from "./editor-panels";

// The rich-text editor (Tiptap 3), loaded only after an admin form with a long text hydrated
// (RichTextField imports this module lazily): it edits the HTML of the textarea it enhances and
// writes it back there on every change, so the form posts the same field either way.
// docs/decisions/057-rich-text-editor.md

export interface RichTextEditorProps {
  textarea: HTMLTextAreaElement;
  labelId: string;
  label: string;
  lang: Lang;
  describedBy: string | undefined;
  invalid: boolean;
}

type Panel = "link" | "image" | null;

interface ToolbarButton {
  key: keyof typeof editorButtons;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const buttons: ToolbarButton[] = [
  { key: "bold", run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive("bold") },
  { key: "italic", run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive("italic") },
  { key: "underline", run: (e) => chain(e).toggleUnderline().run(), active: (e) => e.isActive("underline") },
  ...([2, 3, 4] as const).map((level): ToolbarButton => ({
    key: `heading${level}`,
    run: (e) => chain(e).toggleHeading({ level }).run(),
    active: (e) => e.isActive("heading", { level }),
  })),
  { key: "bulletList", run: (e) => chain(e).toggleBulletList().run(), active: (e) => e.isActive("bulletList") },
  { key: "orderedList", run: (e) => chain(e).toggleOrderedList().run(), active: (e) => e.isActive("orderedList") },
  { key: "blockquote", run: (e) => chain(e).toggleBlockquote().run(), active: (e) => e.isActive("blockquote") },
  { key: "link", run: () => undefined, active: (e) => e.isActive("link") },
  { key: "image", run: () => undefined },
  {
    key: "table",
    run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    active: (e) => e.isActive("table"),
  },
  { key: "addRow", run: (e) => chain(e).addRowAfter().run(), enabled: (e) => e.isActive("table") },
  { key: "addColumn", run: (e) => chain(e).addColumnAfter().run(), enabled: (e) => e.isActive("table") },
  { key: "deleteTable", run: (e) => chain(e).deleteTable().run(), enabled: (e) => e.isActive("table") },
  { key: "undo", run: (e) => chain(e).undo().run(), enabled: (e) => e.can().undo() },
  { key: "redo", run: (e) => chain(e).redo().run(), enabled: (e) => e.can().redo() },
];

/**
 * What the textarea holds for the editor's document: "" for an empty one, as an untouched
 * textarea, and without the empty paragraph the editor keeps at the end to type after a table.
 */
const htmlOf = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML().replace(/(?:<p><\/p>)+$/, ""));

/** The editing surface's name, description, state and look: given when it is made and on every change. */
const surfaceAttributes = (labelId: string, describedBy: string | undefined, invalid: boolean) => ({
  "aria-labelledby": labelId,
  "aria-multiline": "true",
  ...(describedBy ? { "aria-describedby": describedBy } : {}),
  ...(invalid ? { "aria-invalid": "true" } : {}),
  class: "rich-text-surface prose-content",
});

export default function RichTextEditor({ textarea, labelId, label, lang, describedBy, invalid }: RichTextEditorProps) {
  const surface = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [panel, setPanel] = useState<Panel>(null);
  const [focused, setFocused] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const created = new Editor({
      element: surface.current!,
      extensions: editorExtensions({ openLinkPanel: () => setPanel("link") }),
      content: textarea.value,
      injectCSS: false,
      editorProps: {
        attributes: surfaceAttributes(labelId, describedBy, invalid),
      },
      onTransaction: () => rerender(),
      onUpdate: ({ editor: updated }) => {
        textarea.value = htmlOf(updated);
        // Conform and the form's unsaved-changes watch read input events, as from the textarea.
        textarea.dispatchEvent(new Event("input", { bubbles: true }));
      },
    });
    setEditor(created);
    return () => created.destroy();
    // The editor is made once per textarea; later prop changes go to its attributes below.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [textarea]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: surfaceAttributes(labelId, describedBy, invalid),
      },
    });
  }, [editor, labelId, describedBy, invalid]);

  // The toolbar pattern: one Tab stop, arrows move between the buttons, Home and End to the ends.
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (i: number) => number> = {
      ArrowRight: (i) => (i + 1) % buttons.length,
      ArrowLeft: (i) => (i - 1 + buttons.length) % buttons.length,
      Home: () => 0,
      End: () => buttons.length - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(focused);
    setFocused(next);
    toolbar.current?.querySelectorAll<HTMLButtonElement>("button")[next]?.focus();
  };

  const press = (button: ToolbarButton, index: number) => {
    if (!editor) return;
    setFocused(index);
    if (button.key === "link" || button.key === "image") setPanel(panel === button.key ? null : button.key);
    else button.run(editor);
  };

  const closePanel = () => {
    setPanel(null);
    editor?.commands.focus();
  };

  return (
    <div className={cn("rounded-md border border-input bg-card", invalid && "border-destructive")}>
      <div
        ref={toolbar}
        role="toolbar"
        tabIndex={-1}
        aria-label={editorTexts.toolbar(label)}
        onKeyDown={onToolbarKey}
        className="flex flex-wrap gap-1 border-b border-border p-1"
      >
        {buttons.map((button, index) => {
          const pressed =
            button.key === "link" || button.key === "image"
              ? panel === button.key || Boolean(editor && button.active?.(editor))
              : editor && button.active
                ? button.active(editor)
                : undefined;
          const disabled = !editor || (button.enabled ? !button.enabled(editor) : false);
          return (
            <button
              key={button.key}
              type="button"
              tabIndex={index === focused ? 0 : -1}
              aria-pressed={button.active || button.key === "image" ? Boolean(pressed) : undefined}
              aria-disabled={disabled || undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => !disabled && press(button, index)}
              className={cn(
                "rounded px-2 py-1 text-xs font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring",
                pressed && "bg-primary text-primary-foreground hover:bg-secondary",
                disabled && "opacity-50",
              )}
            >
              {editorButtons[button.key]}
            </button>
          );
        })}
      </div>
      {editor && panel === "link" && <LinkPanel editor={editor} onClose={closePanel} />}
      {editor && panel === "image" && <ImagePanel editor={editor} lang={lang} onClose={closePanel} />}
      <div ref={surface} />
    </div>
  );
}

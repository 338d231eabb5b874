import type { Editor } from "@tiptap/core";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

import { mediaPickerHref, type MediaChoiceWithAlt, type MediaPickerPage } from "~/features/admin/media-choices";
import { editorTexts } from "~/features/admin/texts/editor";
import type { Lang } from "~/i18n/languages";
import { linkUrlMessage, isSafeLinkUrl } from "~/lib/safe-url";

import { Button } from "../../ui/button";
import { Input } from "../../ui/input";
import { Label } from "../../ui/label";

// The editor's two panels, opened from its toolbar under it (not dialogs: the editor already sits
// in the record's dialog, and a form may not hold another form): a link's address, checked by the
// rule every stored link meets (isSafeLinkUrl), and a picture from the media library with the alt
// text of the language being edited.

/**
 * A panel under the toolbar. Escape closes it (and only it: the window hears the key before the
 * record's dialog would close on it).
 */
function EditorPanel({ label, onClose, children }: { label: string; onClose: () => void; children: ReactNode }) {
  const panel = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || !panel.current?.contains(event.target as Node)) return;
      event.stopImmediatePropagation();
      event.preventDefault();
      onClose();
    };
    window.addEventListener("keydown", onEscape, { capture: true });
    return () => window.removeEventListener("keydown", onEscape, { capture: true });
  }, [onClose]);
  return (
    <fieldset ref={panel} className="min-w-0 space-y-3 border-b border-border bg-muted/40 p-3">
      <legend className="float-left mb-1 text-sm font-medium">{label}</legend>
      <div className="clear-both space-y-3">{children}</div>
    </fieldset>
  );
}

/** Enter in a panel's field does the panel's action instead of posting the record's form. */
const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== "Enter") return;
  event.preventDefault();
  action();
};

export function LinkPanel({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const id = useId();
  const current = (editor.getAttributes("link").href as string | undefined) ?? "";
  const [href, setHref] = useState(current);
  const [error, setError] = useState("");
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const apply = () => {
    const value = href.trim();
    if (value === "") return setError(editorTexts.linkEmpty);
    if (!isSafeLinkUrl(value)) return setError(linkUrlMessage);
    editor.chain().focus().extendMarkRange("link").setLink({ href: value }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };

  return (
    <EditorPanel label={editorTexts.linkPanel} onClose={onClose}>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-href`}>{editorTexts.linkAddress}</Label>
        <Input
          ref={input}
          id={`${id}-href`}
          type="text"
          inputMode="url"
          value={href}
          onKeyDown={onEnter(apply)}
          onChange={(event) => {
            setHref(event.currentTarget.value);
            setError("");
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {editorTexts.linkHint}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={apply}>
          {editorTexts.linkApply}
        </Button>
        {current && (
          <Button type="button" size="sm" variant="outline" onClick={remove}>
            {editorTexts.linkRemove}
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          {editorTexts.cancel}
        </Button>
      </div>
    </EditorPanel>
  );
}

type Choices =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; files: MediaChoiceWithAlt[]; search: string; page: number; pageCount: number };

/** A page of the library's picker (decision 060), or null when it cannot be read. */
async function pickerPage(search: string, page: number): Promise<MediaPickerPage | null> {
  const response = await fetch(mediaPickerHref(search, page), {
    headers: { accept: "application/json" },
    credentials: "same-origin",
  }).catch(() => null);
  return response?.ok ? ((await response.json().catch(() => null)) as MediaPickerPage | null) : null;
}

export function ImagePanel({ editor, lang, onClose }: { editor: Editor; lang: Lang; onClose: () => void }) {
  const id = useId();
  const [choices, setChoices] = useState<Choices>({ state: "loading" });
  const [chosen, setChosen] = useState<MediaChoiceWithAlt | null>(null);
  const [alt, setAlt] = useState("");
  const [error, setError] = useState("");
  const [search, setSearch] = useState("");
  // The page of the picker asked for: a new search starts at 1, "Daha fazla" adds the next.
  const [query, setQuery] = useState({ search: "", page: 1 });

  useEffect(() => {
    let live = true;
    const show = (body: MediaPickerPage | null) =>
      setChoices((before) =>
        body
          ? {
              state: "ready",
              files: [...(query.page > 1 && before.state === "ready" ? before.files : []), ...body.files],
              search: body.search,
              page: body.page,
              pageCount: body.pageCount,
            }
          : { state: "failed" },
      );
    void pickerPage(query.search, query.page).then((body) => live && show(body));
    return () => {
      live = false;
    };
  }, [query]);

  const searchFor = (term: string) => {
    setChoices({ state: "loading" });
    setQuery({ search: term, page: 1 });
  };

  const choose = (file: MediaChoiceWithAlt) => {
    setChosen(file);
    setAlt(file.altText[lang] ?? file.altText.tr ?? "");
    setError("");
  };
  const insert = () => {
    if (!chosen) return setError(editorTexts.imageChoose);
    editor.chain().focus().setImage({ src: chosen.url, alt: alt.trim() }).run();
    onClose();
  };

  return (
    <EditorPanel label={editorTexts.imagePanel} onClose={onClose}>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-search`}>{editorTexts.imageSearch}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            maxLength={100}
            onKeyDown={onEnter(() => searchFor(search.trim()))}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Button type="button" size="sm" variant="outline" onClick={() => searchFor(search.trim())}>
            {editorTexts.imageSearchButton}
          </Button>
        </div>
      </div>
      {choices.state === "loading" && <p className="text-sm text-muted-foreground">{editorTexts.imageLoading}</p>}
      {choices.state === "failed" && (
        <p role="alert" className="text-sm text-destructive">
          {editorTexts.imageLoadFailed}
        </p>
      )}
      {choices.state === "ready" && choices.files.length === 0 && (
        <p className="text-sm">{choices.search ? editorTexts.imageNoMatch : editorTexts.imageNone}</p>
      )}
      {choices.state === "ready" && choices.files.length > 0 && (
        <fieldset className="grid max-h-60 gap-1 overflow-y-auto sm:grid-cols-2">
          <legend className="sr-only">{editorTexts.imagePanel}</legend>
          {choices.files.map((file) => (
            <label
              key={file.url}
              className="flex cursor-pointer items-center gap-2 rounded p-1 text-xs has-checked:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name={`${id}-image`}
                value={file.url}
                checked={chosen?.url === file.url}
                onChange={() => choose(file)}
                className="sr-only"
              />
              <img src={file.url} alt="" width={48} height={48} className="size-12 shrink-0 rounded object-cover" />
              <span className="min-w-0 break-all">{file.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      {choices.state === "ready" && choices.page < choices.pageCount && (
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => setQuery({ search: choices.search, page: choices.page + 1 })}
        >
          {editorTexts.imageMore}
        </Button>
      )}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-alt`}>{editorTexts.imageAlt}</Label>
        <Input
          id={`${id}-alt`}
          type="text"
          value={alt}
          maxLength={200}
          onKeyDown={onEnter(insert)}
          onChange={(event) => setAlt(event.currentTarget.value)}
          aria-describedby={`${id}-alt-hint`}
        />
        <p id={`${id}-alt-hint`} className="text-xs text-muted-foreground">
          {editorTexts.imageAltHint}
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={insert}>
          {editorTexts.imageInsert}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onClose}>
          {editorTexts.cancel}
        </Button>
      </div>
    </EditorPanel>
  );
}

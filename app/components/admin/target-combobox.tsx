import type { FieldMetadata } from "@conform-to/react";
import { Fragment, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useFetcher } from "react-router";

import { pageTypes } from "~/backend/schemas";
import { foldForSearch } from "~/backend/search-letters";
import { targetValue } from "~/features/admin/menu-dialog";
import {
  fixedTargetKeys,
  fixedTargetLabel,
  type PickerPage,
  type TargetSearchAnswer,
} from "~/features/admin/menu-targets";
import { menuTexts } from "~/features/admin/texts/menu";
import { languages, type Lang } from "~/i18n/languages";
import { cn } from "~/lib/cn";

import { Input } from "../ui/input";
import { Field } from "./field";

// The menu dialog's "Bağlantı türü" with JavaScript (issue 35): a combobox whose list filters as
// she types (WAI-ARIA combobox with a listbox popup: arrows move, Enter picks, Escape closes; the
// option under the arrows is its aria-activedescendant, and a live region says how many there
// are). Fixed targets are filtered here; pages are searched on the server
// (/admin/menu/targets), so any page of a large site can be found. Picking tells `onLabels` the
// target's names in each language. Without JavaScript the dialog keeps its grouped <select>.

export const targetsPath = "/admin/menu/targets";
const searchDelayMs = 250;

interface Choice {
  value: string;
  label: string;
  group: string;
}

const fixedChoices: Choice[] = fixedTargetKeys.map((key) => ({
  value: targetValue({ kind: "fixed", key }),
  label: fixedTargetLabel(key, "tr"),
  group: menuTexts.sitePages,
}));
const customChoice: Choice = { value: "custom", label: menuTexts.customLink, group: "" };
const pageChoice = (p: PickerPage): Choice => ({
  value: targetValue({ kind: "page", pageId: p.id }),
  label: p.title,
  group: menuTexts.contentPages[p.type],
});
const pageOrder = (a: Choice, b: Choice) =>
  pageTypes.findIndex((t) => menuTexts.contentPages[t] === a.group) -
  pageTypes.findIndex((t) => menuTexts.contentPages[t] === b.group);

export function TargetCombobox<Schema>({
  meta,
  pages,
  onLabels,
}: {
  meta: FieldMetadata<Schema>;
  /** The pages the dialog was given (the newest, with the one the item links to). */
  pages: readonly PickerPage[];
  /** A picked target's names in each language (null for a typed address). */
  onLabels: (labels: Record<Lang, string> | null) => void;
}) {
  const listId = useId();
  const initial = typeof meta.initialValue === "string" ? meta.initialValue : "custom";
  const known = useRef(new Map<string, Choice>());
  for (const choice of [customChoice, ...fixedChoices, ...pages.map(pageChoice)])
    known.current.set(choice.value, choice);
  const [value, setValue] = useState(initial);
  const selectedLabel = known.current.get(value)?.label ?? "";
  const [text, setText] = useState(selectedLabel);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useFetcher<TargetSearchAnswer>();
  const labels = useFetcher<TargetSearchAnswer>();

  // While she types, the text filters; once picked (or untouched) the whole list shows.
  const query = text.trim() === selectedLabel ? "" : text.trim();
  const [searched, setSearched] = useState("");
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => {
      setSearched(query);
      void search.load(`${targetsPath}?${new URLSearchParams({ q: query })}`);
    }, searchDelayMs);
    return () => clearTimeout(timer);
    // oxlint-disable-next-line react/exhaustive-deps -- the fetcher's load is not a reason to search again
  }, [query, open]);

  const found = search.data && searched === query ? search.data : null;
  const choices = useMemo(() => {
    const folded = foldForSearch(query);
    const matches = (c: Choice) => folded === "" || foldForSearch(c.label).includes(folded);
    const pageChoices = found ? found.pages.map(pageChoice) : pages.map(pageChoice).filter(matches);
    for (const choice of pageChoices) known.current.set(choice.value, choice);
    return [
      ...(query === "" ? [customChoice] : []),
      ...fixedChoices.filter(matches),
      ...pageChoices.toSorted(pageOrder),
    ];
  }, [query, found, pages]);
  const totalPages = found?.total ?? null;
  const shownPages = choices.filter((c) => c.value.startsWith("page:")).length;

  const optionId = (index: number) => `${listId}-option-${index}`;
  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // oxlint-disable-next-line react/exhaustive-deps -- ids follow listId
  }, [open, active]);

  useEffect(() => {
    if (labels.data?.labels) onLabels(labels.data.labels);
    // oxlint-disable-next-line react/exhaustive-deps -- only a new answer fills the labels
  }, [labels.data]);

  const pick = (choice: Choice) => {
    setValue(choice.value);
    setText(choice.label);
    setOpen(false);
    setActive(-1);
    if (choice.value.startsWith("page:")) {
      void labels.load(`${targetsPath}?${new URLSearchParams({ page: choice.value.slice("page:".length) })}`);
    } else if (choice.value.startsWith("fixed:")) {
      const key = fixedTargetKeys.find((k) => choice.value === targetValue({ kind: "fixed", key: k }))!;
      onLabels(
        Object.fromEntries(languages.map((lang) => [lang, fixedTargetLabel(key, lang)])) as Record<Lang, string>,
      );
    } else onLabels(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = choices.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(
            Math.max(
              0,
              choices.findIndex((c) => c.value === value),
            ),
          );
        } else setActive((i) => Math.min(last, i + 1));
        return;
      case "ArrowUp":
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((i) => Math.max(0, i - 1));
        return;
      case "Enter":
        if (open && choices[active]) {
          event.preventDefault();
          pick(choices[active]);
        }
        return;
      case "Escape":
        // The dialog stays open while the list closes (route-dialog.tsx lets an open list go first).
        if (open) {
          setOpen(false);
          setActive(-1);
        } else setText(selectedLabel);
        return;
      case "Tab":
        setOpen(false);
        return;
    }
  };

  const statusText = !open
    ? ""
    : search.state === "loading" && !found
      ? menuTexts.targetsSearching
      : menuTexts.targetsFound(choices.length);

  return (
    <Field meta={meta} label={menuTexts.linkType} hint={menuTexts.linkTypeHint}>
      {(options) => (
        <div>
          <input type="hidden" name={meta.name} value={value} />
          <Input
            id={meta.id}
            // The WAI-ARIA editable combobox: a text input with a listbox popup (a <select> cannot filter).
            // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            aria-invalid={meta.errors?.length ? true : undefined}
            aria-describedby={meta.errors?.length ? meta.errorId : options.ariaDescribedBy}
            autoComplete="off"
            spellCheck={false}
            placeholder={menuTexts.targetPlaceholder}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setOpen(true);
              setActive(0);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              setOpen(false);
              setText(selectedLabel);
            }}
          />
          <div
            // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
            role="listbox"
            id={listId}
            aria-label={menuTexts.targetList}
            hidden={!open}
            className="mt-1 max-h-64 overflow-y-auto rounded-md border border-border bg-background p-1 shadow-md"
          >
            {choices.map((choice, index) => {
              const heading = choice.group !== "" && choice.group !== choices[index - 1]?.group;
              return (
                <Fragment key={choice.value}>
                  {heading && (
                    <div aria-hidden className="px-2 pt-2 pb-1 text-xs font-semibold text-muted-foreground">
                      {choice.group}
                    </div>
                  )}
                  {/* The focus stays in the combobox, which takes the keys (aria-activedescendant). */}
                  {/* oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus */}
                  <div
                    id={optionId(index)}
                    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
                    role="option"
                    aria-selected={choice.value === value}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(choice)}
                    className={cn(
                      "cursor-pointer rounded-sm px-2 py-1.5 text-sm",
                      index === active && "bg-accent text-accent-foreground",
                      choice.value === value && "font-semibold",
                    )}
                  >
                    {choice.label}
                  </div>
                </Fragment>
              );
            })}
            {totalPages !== null && totalPages > shownPages && (
              <p aria-hidden className="px-2 py-1.5 text-xs text-muted-foreground">
                {menuTexts.morePages(shownPages, totalPages)}
              </p>
            )}
          </div>
          <output aria-live="polite" className="sr-only">
            {statusText}
          </output>
        </div>
      )}
    </Field>
  );
}

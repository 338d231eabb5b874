import { Link } from "react-router";

import { commonTexts } from "~/features/admin/texts/common";
import { cn } from "~/lib/cn";
import { useListQuery } from "~/lib/list-query";

import { Button, buttonVariants } from "../ui/button";
import { Pencil, Plus, Trash2 } from "../ui/icons";
import { TableHead } from "../ui/table";

/**
 * A record's edit and delete links (its dialog routes `:id` and `:id/delete`), named for screen
 * readers by the record. `text`: always shown, shown from the small breakpoint up, or icons only.
 * Links styled as buttons directly, not through `Button asChild`: a list renders two per row, and
 * the slot's cloning and prop merging was a measurable part of a 50-row table's render.
 */
export function RecordLinks({
  id,
  editLabel,
  deleteLabel,
  text = "always",
}: {
  id: string;
  editLabel: string;
  deleteLabel: string;
  text?: "always" | "wide" | "never";
}) {
  // The list's search and page go with the dialog's URL, and come back when it closes.
  const search = useListQuery();
  const size = text === "never" ? "icon" : "sm";
  const padding = text === "wide" ? "px-2 sm:px-3" : undefined;
  const editClass = cn(buttonVariants({ variant: "ghost", size }), padding);
  const deleteClass = cn(
    buttonVariants({ variant: "ghost", size }),
    "text-destructive hover:bg-destructive/5",
    padding,
  );
  const words = (word: string) =>
    text === "never" ? null : <span className={text === "wide" ? "hidden sm:inline" : undefined}>{word}</span>;
  return (
    <>
      <Link
        to={{ pathname: id, search }}
        preventScrollReset
        aria-label={editLabel}
        title={text === "never" ? commonTexts.edit : undefined}
        className={editClass}
      >
        <Pencil aria-hidden />
        {words(commonTexts.edit)}
      </Link>
      <Link
        to={{ pathname: `${id}/delete`, search }}
        preventScrollReset
        aria-label={deleteLabel}
        title={text === "never" ? commonTexts.delete : undefined}
        className={deleteClass}
      >
        <Trash2 aria-hidden />
        {words(commonTexts.delete)}
      </Link>
    </>
  );
}

/** A list's "add" button: its new-record dialog (`new`), with the list's search and page kept. */
export function NewRecordLink({ label }: { label: string }) {
  const search = useListQuery();
  return (
    <Button asChild>
      <Link to={{ pathname: "new", search }} preventScrollReset>
        <Plus aria-hidden />
        {label}
      </Link>
    </Button>
  );
}

/** The header cell over a table's record links: named for screen readers only. */
export function RecordLinksHead() {
  return (
    <TableHead className="text-right">
      <span className="sr-only">{commonTexts.actions}</span>
    </TableHead>
  );
}

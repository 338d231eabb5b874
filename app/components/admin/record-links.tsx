import { Pencil, Trash2 } from "../ui/icons";
import { Link } from "react-router";
import { commonTexts } from "~/features/admin/texts/common";
import { cn } from "~/lib/cn";
import { Button } from "../ui/button";

/**
 * A record's edit and delete links (its dialog routes `:id` and `:id/delete`), named for screen
 * readers by the record. `text`: always shown, shown from the small breakpoint up, or icons only.
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
  const size = text === "never" ? "icon" : "sm";
  const padding = text === "wide" ? "px-2 sm:px-3" : undefined;
  const words = (word: string) => (text === "never" ? null : <span className={text === "wide" ? "hidden sm:inline" : undefined}>{word}</span>);
  return (
    <>
      <Button variant="ghost" size={size} asChild className={padding}>
        <Link to={id} preventScrollReset aria-label={editLabel} title={text === "never" ? commonTexts.edit : undefined}>
          <Pencil aria-hidden />
          {words(commonTexts.edit)}
        </Link>
      </Button>
      <Button variant="ghost" size={size} asChild className={cn("text-red-700 hover:bg-red-50", padding)}>
        <Link to={`${id}/delete`} preventScrollReset aria-label={deleteLabel} title={text === "never" ? commonTexts.delete : undefined}>
          <Trash2 aria-hidden />
          {words(commonTexts.delete)}
        </Link>
      </Button>
    </>
  );
}

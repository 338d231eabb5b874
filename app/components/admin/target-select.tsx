import type { FieldMetadata } from "@conform-to/react";

import { pageTypes } from "~/backend/schemas";
import { targetValue } from "~/features/admin/menu-dialog";
import { fixedTargetKeys, fixedTargetLabel, type PickerPage } from "~/features/admin/menu-targets";
import { menuTexts } from "~/features/admin/texts/menu";

import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { SelectField } from "./field";

// The menu dialog's "Bağlantı türü" without JavaScript (issue 35): a grouped <select> of the
// site's own pages and the content pages, and a search that sends the form's fields back to the
// dialog by GET ("Ara"), so the list holds the pages found and what she typed stays. A first,
// hidden "Kaydet" stays the form's default button: Enter in any field still saves.

const searchId = "menu-page-search";

export function TargetSelect<Schema>({
  meta,
  pages,
  search,
}: {
  meta: FieldMetadata<Schema>;
  pages: readonly PickerPage[];
  search: string;
}) {
  return (
    <>
      <button type="submit" tabIndex={-1} aria-hidden className="sr-only">
        {menuTexts.saveHidden}
      </button>
      <SelectField meta={meta} label={menuTexts.linkType} hint={menuTexts.linkTypeHint}>
        <option value="custom">{menuTexts.customLink}</option>
        <optgroup label={menuTexts.sitePages}>
          {fixedTargetKeys.map((key) => (
            <option key={key} value={targetValue({ kind: "fixed", key })}>
              {fixedTargetLabel(key, "tr")}
            </option>
          ))}
        </optgroup>
        {pageTypes.map((type) => {
          const ofType = pages.filter((p) => p.type === type);
          return ofType.length === 0 ? null : (
            <optgroup key={type} label={menuTexts.contentPages[type]}>
              {ofType.map((p) => (
                <option key={p.id} value={targetValue({ kind: "page", pageId: p.id })}>
                  {p.title}
                </option>
              ))}
            </optgroup>
          );
        })}
      </SelectField>
      <div className="space-y-1.5">
        <Label htmlFor={searchId}>{menuTexts.pageSearch}</Label>
        <div className="flex gap-2">
          <Input
            id={searchId}
            name="q"
            type="search"
            defaultValue={search}
            maxLength={200}
            aria-describedby={`${searchId}-hint`}
          />
          <Button type="submit" variant="outline" formMethod="get" formNoValidate>
            {menuTexts.pageSearchButton}
          </Button>
        </div>
        <p id={`${searchId}-hint`} className="text-xs text-muted-foreground">
          {menuTexts.pageSearchHint}
        </p>
      </div>
    </>
  );
}

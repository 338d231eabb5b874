import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Link, useNavigation } from "react-router";

import { commonTexts } from "~/features/admin/texts/common";
import { languageNames, languages, type Lang } from "~/i18n/languages";
import { useWithListQuery } from "~/lib/list-query";

import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { DialogFooter } from "../ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../ui/tabs";

/**
 * The version the record was loaded at, posted back with the save so a save over someone else's
 * newer one is refused (docs/decisions/017-record-versions.md). A Conform field: after a refused
 * save it keeps the version that was posted, not a newer one, with JavaScript or without.
 */
export function VersionField({
  field,
}: {
  field: FieldMetadata<number | undefined, Record<string, unknown>, string[]>;
}) {
  return <input {...getInputProps(field, { type: "hidden" })} />;
}

/**
 * The form-level errors of the server's last answer (key "" of a Conform reply). Read from the
 * answer rather than the live form state, so they stay put while fields revalidate: a message
 * vanishing under the pointer would move the submit button away mid-click.
 */
export function serverFormErrors(
  result: { error?: Record<string, string[] | null> | null } | null | undefined,
): string[] {
  return result?.error?.[""] ?? [];
}

/** The form-level errors (those not tied to one field), e.g. a store failure. */
export function FormErrors({ errors, id }: { errors?: string[]; id: string }) {
  if (!errors?.length) return null;
  return (
    <Alert id={id} role="alert">
      {errors.join(" ")}
    </Alert>
  );
}

/**
 * One tab per language (spec: the active tab starts at the first language). Languages whose
 * fields have errors are marked so they can be found.
 */
export function LanguageTabs({ invalid = [], render }: { invalid?: Lang[]; render: (lang: Lang) => ReactNode }) {
  return (
    <Tabs defaultValue={languages[0]}>
      <TabsList aria-label={commonTexts.languageTabs}>
        {languages.map((lang) => (
          <TabsTrigger
            key={lang}
            value={lang}
            className={invalid.includes(lang) ? "text-destructive data-[state=active]:text-destructive" : undefined}
          >
            {lang.toUpperCase()}
            {invalid.includes(lang) && <span aria-label={commonTexts.languageHasErrors}> •</span>}
          </TabsTrigger>
        ))}
      </TabsList>
      {languages.map((lang) => (
        <TabsContent key={lang} value={lang} className="space-y-4">
          <h3 className="js:hidden border-b border-border pb-1 text-sm font-semibold">{languageNames[lang]}</h3>
          {render(lang)}
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** The dialog footer: 'İptal' back to the list, 'Kaydet' ('Kaydediliyor...' while saving). */
export function FormActions({
  cancelTo,
  submitLabel = commonTexts.save,
  busyLabel = commonTexts.saving,
  destructive = false,
  closeOnly = false,
  aside,
}: {
  cancelTo: string;
  submitLabel?: string;
  busyLabel?: string;
  destructive?: boolean;
  /** Nothing can be done here (a delete the backend would refuse): only the way back, as 'Kapat'. */
  closeOnly?: boolean;
  /** Links of the record's own, at the footer's start (its "Geçmiş"). */
  aside?: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  const back = useWithListQuery(cancelTo);
  return (
    <DialogFooter>
      {aside && <div className="mr-auto flex flex-wrap items-center gap-2">{aside}</div>}
      <Button variant="outline" asChild>
        {/* A destructive dialog opens on the safe choice. */}
        <Link to={back} preventScrollReset data-autofocus={destructive || closeOnly ? "" : undefined}>
          {closeOnly ? commonTexts.close : commonTexts.cancel}
        </Link>
      </Button>
      {!closeOnly && (
        <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      )}
    </DialogFooter>
  );
}

/** A section's title row with its main action. */
export function SectionHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      {action}
    </div>
  );
}

/** Which languages have an error somewhere under translations.<lang>. */
export function languagesWithErrors(allErrors: Record<string, string[] | null | undefined> | undefined): Lang[] {
  if (!allErrors) return [];
  return languages.filter((lang) =>
    Object.entries(allErrors).some(([path, messages]) => path.startsWith(`translations.${lang}`) && messages?.length),
  );
}

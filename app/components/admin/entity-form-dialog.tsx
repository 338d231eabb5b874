import { getFormProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import { commonTexts } from "~/features/admin/texts/common";
import { historyTexts } from "~/features/admin/texts/history";
import type { PreviewKind } from "~/features/site/preview";
import type { Lang } from "~/i18n/languages";

import { Button } from "../ui/button";
import { DialogBody } from "../ui/dialog";
import { dialogTitle, type DialogTexts } from "./dialog-error";
import {
  FormActions,
  FormErrors,
  LanguageTabs,
  languagesWithErrors,
  serverFormErrors,
  VersionField,
} from "./form-parts";
import { PreviewMenu } from "./preview-menu";
import { RouteDialog } from "./route-dialog";

/**
 * The dialog of every translated record (project, page, menu item, slide, machine): the general
 * fields, one tab per language, the server's form-level errors on top and İptal/Kaydet at the
 * bottom. `split` puts the general fields beside the tabs from the medium breakpoint up. When
 * editing, `version` is the record's version field, posted back with the save.
 */
export function EntityFormDialog({
  texts,
  editing,
  form,
  version,
  lastResult,
  general,
  renderLanguage,
  multipart = false,
  layout = "split",
  className = "max-w-4xl",
  historyTo,
  preview,
}: {
  /** The dialog's texts, shared with the route's error boundary. */
  texts: DialogTexts;
  editing: boolean;
  // Conform's form of any schema: only its id, error id and errors are read here.
  // oxlint-disable-next-line no-explicit-any
  form: FormMetadata<any, string[]>;
  version: FieldMetadata<number | undefined, Record<string, unknown>, string[]>;
  /** The server's last answer: its form-level errors show on top. */
  lastResult: Parameters<typeof serverFormErrors>[0];
  general: ReactNode;
  renderLanguage: (lang: Lang) => ReactNode;
  multipart?: boolean;
  layout?: "split" | "stacked";
  className?: string;
  /** The record's "Geçmiş" page (its revisions), when it has one: a saved record's form. */
  historyTo?: string;
  /** "Önizle": the form's values shown as visitors would see them (pages and projects). */
  preview?: { kind: PreviewKind; id?: string; linksPath?: string };
}) {
  const closeTo = texts.closeTo;
  return (
    <RouteDialog title={dialogTitle(texts, editing)} closeTo={closeTo} className={className}>
      <Form
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
        {...getFormProps(form)}
        className="flex min-h-0 flex-1 flex-col"
      >
        {editing && <VersionField field={version} />}
        <DialogBody className="max-h-[70vh] space-y-6">
          <FormErrors errors={serverFormErrors(lastResult)} id={form.errorId} />
          <div
            className={
              layout === "split" ? "grid gap-x-8 gap-y-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" : "space-y-6"
            }
          >
            <fieldset className="min-w-0 space-y-4">
              <legend className="mb-3 text-sm font-semibold">{commonTexts.generalInfo}</legend>
              {general}
            </fieldset>
            <div className="min-w-0">
              <LanguageTabs invalid={languagesWithErrors(form.allErrors)} render={renderLanguage} />
            </div>
          </div>
        </DialogBody>
        <FormActions
          cancelTo={closeTo}
          aside={
            (historyTo || preview) && (
              <>
                {preview && <PreviewMenu {...preview} />}
                {historyTo && (
                  <Button variant="ghost" size="sm" asChild>
                    <Link to={historyTo}>{historyTexts.open}</Link>
                  </Button>
                )}
              </>
            )
          }
        />
      </Form>
    </RouteDialog>
  );
}

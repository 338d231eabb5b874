import { AlertDialog } from "radix-ui";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";

import { draftTexts } from "~/features/admin/texts/unsaved";

import { Button } from "../ui/button";

// Drafts kept in the browser (decision 056): with JavaScript, a form's unsaved fields are kept in
// localStorage under the form's id (a record's own, or "new-project"), with the record's version
// they were typed against, a while after each change; a save, "Çık", "Sil" and signing out
// remove them. Opening the same form again with one kept asks "Kaydedilmemiş taslağınız var:
// geri yükle?". Files, passwords and anything over the size bound are never kept.

const prefix = "admin-draft:";
/** A draft over this many characters is not kept (localStorage holds a few MB for the whole site). */
const maxDraftChars = 1_000_000;
/** How long after the last change the draft is written. */
const writeDelayMs = 600;
/** A draft older than this is dropped unread: a week's leave is past what anyone resumes. */
const maxDraftAgeMs = 7 * 24 * 60 * 60 * 1000;

export type DraftFields = Array<[string, string]>;
type Draft = { version: string | null; savedAt: string; fields: DraftFields };

const keyOf = (formId: string) => `${prefix}${formId}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The form's fields a draft keeps: text values only, never a file or a password. */
export function draftFieldsOf(form: HTMLFormElement): DraftFields {
  const fields: DraftFields = [];
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== "string") continue;
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === "password") continue;
    fields.push([name, value]);
  }
  return fields;
}

function readDraft(formId: string): Draft | null {
  const text = storage()?.getItem(keyOf(formId));
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Draft;
    const age = Date.now() - Date.parse(draft.savedAt);
    if (!Array.isArray(draft.fields) || !(age < maxDraftAgeMs)) {
      removeDraft(formId);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

export function removeDraft(formId: string) {
  storage()?.removeItem(keyOf(formId));
}

/** Every kept draft goes (signing out: the next person at this computer sees none of them). */
export function removeAllDrafts() {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(prefix)) store.removeItem(key);
}

function writeDraft(formId: string, form: HTMLFormElement) {
  const versionField = form.elements.namedItem("version");
  const draft: Draft = {
    version: versionField instanceof HTMLInputElement ? versionField.value : null,
    savedAt: new Date().toISOString(),
    fields: draftFieldsOf(form),
  };
  const text = JSON.stringify(draft);
  try {
    if (text.length > maxDraftChars) removeDraft(formId);
    else storage()?.setItem(keyOf(formId), text);
  } catch {
    // A full storage keeps no draft; the form itself is untouched.
  }
}

type Offer = { formId: string; stale: boolean; restore: () => void };
type OfferDraft = (offer: Offer) => void;

const DraftContext = createContext<OfferDraft | null>(null);

/**
 * Keeps the form `formId`'s draft while it has unsaved changes (`unsaved`), and offers a kept one
 * back when the form opens; `restore` puts a kept draft's fields into the form.
 */
export function useFormDraft(formId: string, unsaved: boolean, restore: (fields: DraftFields) => void) {
  const offer = useContext(DraftContext);
  const restoreRef = useRef(restore);
  useEffect(() => {
    restoreRef.current = restore;
  });
  // On opening: a kept draft is offered back (said to be older when the record changed since).
  useEffect(() => {
    if (!offer) return;
    const draft = readDraft(formId);
    const form = document.getElementById(formId);
    if (!draft || !(form instanceof HTMLFormElement)) return;
    if (JSON.stringify(draft.fields) === JSON.stringify(draftFieldsOf(form))) return removeDraft(formId);
    const versionField = form.elements.namedItem("version");
    const version = versionField instanceof HTMLInputElement ? versionField.value : null;
    offer({ formId, stale: draft.version !== version, restore: () => restoreRef.current(draft.fields) });
  }, [offer, formId]);
  // While she types: written a moment after each change; a save (the post leaves) removes it.
  useEffect(() => {
    if (!offer || !unsaved) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const formOf = (target: EventTarget | null) => {
      const form = target instanceof Element ? target.closest("form") : null;
      return form?.id === formId ? form : null;
    };
    const onChange = (event: Event) => {
      const form = formOf(event.target);
      if (!form) return;
      clearTimeout(timer);
      timer = setTimeout(() => writeDraft(formId, form), writeDelayMs);
    };
    const onSubmit = (event: Event) => {
      if ((event.target as Element | null)?.id !== formId) return;
      clearTimeout(timer);
      removeDraft(formId);
    };
    const form = document.getElementById(formId);
    if (form instanceof HTMLFormElement) writeDraft(formId, form);
    document.addEventListener("input", onChange);
    document.addEventListener("change", onChange);
    document.addEventListener("submit", onSubmit);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("input", onChange);
      document.removeEventListener("change", onChange);
      document.removeEventListener("submit", onSubmit);
    };
  }, [offer, formId, unsaved]);
}

/** The admin layout's offer of a kept draft: "Geri yükle" or "Sil". */
export function DraftOffers({ children }: { children: ReactNode }) {
  const [offered, setOffered] = useState<Offer | null>(null);
  const offer = useCallback<OfferDraft>((next) => setOffered(next), []);
  // Signing out (here or "everywhere") leaves no draft for the next person at this computer.
  useEffect(() => {
    const onSubmit = (event: Event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement && new URL(form.action, location.href).pathname === "/admin/logout")
        removeAllDrafts();
    };
    document.addEventListener("submit", onSubmit);
    return () => document.removeEventListener("submit", onSubmit);
  }, []);
  const close = () => setOffered(null);
  return (
    <DraftContext.Provider value={offer}>
      {children}
      <AlertDialog.Root open={offered !== null} onOpenChange={(open) => !open && close()}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-foreground/50" />
          <AlertDialog.Content className="fixed inset-x-3 top-24 z-[60] mx-auto max-w-md rounded-xl bg-card p-5 text-card-foreground shadow-2xl outline-none">
            <AlertDialog.Title className="text-lg font-semibold">{draftTexts.title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
              {offered?.stale ? draftTexts.staleDescription : draftTexts.description}
            </AlertDialog.Description>
            <div className="mt-5 flex justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline" onClick={() => offered && removeDraft(offered.formId)}>
                  {draftTexts.discard}
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button onClick={() => offered?.restore()}>{draftTexts.restore}</Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </DraftContext.Provider>
  );
}

import { AlertDialog } from "radix-ui";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useBlocker, useNavigation } from "react-router";

import { unsavedTexts } from "~/features/admin/texts/unsaved";

import { Button } from "../ui/button";
import { removeDraft } from "./form-drafts";

// Typed work is never dropped silently (decision 056): while a form of the admin has changes
// nobody saved, leaving it (Escape or a click outside its dialog, İptal, the close button, a
// sidebar link, Back) asks first, and a reload or a closed tab gets the browser's own prompt.
// Every leaving of a route dialog is a navigation, so one blocker in the layout holds them all.

type Report = (formId: string, unsaved: boolean) => void;

const UnsavedContext = createContext<Report | null>(null);

/** Tells the admin layout whether the form `formId` has unsaved changes (nothing outside it). */
export function useReportUnsaved(formId: string, unsaved: boolean) {
  const report = useContext(UnsavedContext);
  useEffect(() => {
    if (!report) return;
    report(formId, unsaved);
    return () => report(formId, false);
  }, [report, formId, unsaved]);
}

/** The admin layout's guard: asks "Kaydedilmemiş değişiklikler var" before a form's changes go. */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [unsavedForms, setUnsavedForms] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>((formId, unsaved) => {
    setUnsavedForms((forms) => {
      if (forms.has(formId) === unsaved) return forms;
      const next = new Set(forms);
      if (unsaved) next.add(formId);
      else next.delete(formId);
      return next;
    });
  }, []);
  const navigation = useNavigation();
  // A save under way is no leaving: its own post, and the answer's redirect back to the list.
  const saving = navigation.state !== "idle" && navigation.formMethod !== undefined;
  const guarding = unsavedForms.size > 0 && !saving;
  // Where the focus was when she tried to leave: "Vazgeç" puts it back there.
  const focusBefore = useRef<Element | null>(null);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const away =
      guarding &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search);
    if (away) focusBefore.current = document.activeElement;
    return away;
  });

  useEffect(() => {
    if (!guarding) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers still want a value here to show their prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [guarding]);

  // "Çık" closes the alert too: that closing must not undo the leaving it asked for.
  const leaving = useRef(false);
  const asking = blocker.state === "blocked";

  const value = useMemo(() => report, [report]);
  return (
    <UnsavedContext.Provider value={value}>
      {children}
      <AlertDialog.Root
        open={asking}
        onOpenChange={(open) => {
          if (!open && !leaving.current && blocker.state === "blocked") blocker.reset();
          leaving.current = false;
        }}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-foreground/50" />
          <AlertDialog.Content
            className="fixed inset-x-3 top-24 z-[60] mx-auto max-w-md rounded-xl bg-card p-5 text-card-foreground shadow-2xl outline-none"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              const element = focusBefore.current;
              focusBefore.current = null;
              if (element instanceof HTMLElement && element.isConnected) element.focus();
            }}
          >
            <AlertDialog.Title className="text-lg font-semibold">{unsavedTexts.title}</AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
              {unsavedTexts.description}
            </AlertDialog.Description>
            <div className="mt-5 flex justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">{unsavedTexts.stay}</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button
                  variant="destructive"
                  onClick={() => {
                    focusBefore.current = null;
                    leaving.current = true;
                    // "Çık" discards: the drafts of what she leaves go too.
                    for (const formId of unsavedForms) removeDraft(formId);
                    if (blocker.state === "blocked") blocker.proceed();
                  }}
                >
                  {unsavedTexts.leave}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </UnsavedContext.Provider>
  );
}

/** The form's fields as one string, to tell whether anything changed (a file by its name and size). */
export function formSnapshot(form: HTMLFormElement): string {
  const entries: string[] = [];
  for (const [name, value] of new FormData(form))
    entries.push(`${name}=${typeof value === "string" ? value : `file:${value.name}:${value.size}`}`);
  return JSON.stringify(entries);
}

/**
 * Watches the form `formId` and reports to the layout whether it differs from how it was when she
 * first came to it (the focus, a key or a pointer inside it; a dialog focuses its first field on
 * opening). A form the server sent back refused (`refused`) holds typed work from the start.
 */
export function useUnsavedChanges(formId: string, refused: boolean, watch = true): boolean {
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    if (!watch) return;
    let baseline: string | null = null;
    const formOf = (target: EventTarget | null) => {
      const element = target instanceof Element ? target : null;
      const form = element?.closest("form") ?? (element as HTMLInputElement | null)?.form ?? null;
      return form?.id === formId ? form : null;
    };
    const onTouch = (event: Event) => {
      const form = formOf(event.target);
      if (form && baseline === null) baseline = formSnapshot(form);
    };
    const onChange = (event: Event) => {
      const form = formOf(event.target);
      if (!form) return;
      baseline ??= formSnapshot(form);
      setChanged(formSnapshot(form) !== baseline);
    };
    document.addEventListener("focusin", onTouch, true);
    document.addEventListener("keydown", onTouch, true);
    document.addEventListener("pointerdown", onTouch, true);
    document.addEventListener("input", onChange);
    document.addEventListener("change", onChange);
    return () => {
      document.removeEventListener("focusin", onTouch, true);
      document.removeEventListener("keydown", onTouch, true);
      document.removeEventListener("pointerdown", onTouch, true);
      document.removeEventListener("input", onChange);
      document.removeEventListener("change", onChange);
    };
  }, [formId, watch]);
  const unsaved = changed || refused;
  useReportUnsaved(formId, unsaved);
  return unsaved;
}

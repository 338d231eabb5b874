import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

import { commonTexts } from "~/features/admin/texts/common";
import type { Toast } from "~/features/admin/toast";
import { cn } from "~/lib/cn";

import { CheckCircle2, Info, X, XCircle } from "../ui/icons";

// One toast at a time (docs/product.md §12), shown for 5 seconds when JavaScript runs; without
// JavaScript a toast that came with the page stays until the next page. A toast never covers a
// form's fields: below the medium breakpoint, and without JavaScript, it sits in the page's flow
// where the layout puts <ToastRegion/> (under the header); from the medium breakpoint up it
// floats over the sidebar's lower corner, away from the content.

export const toastDurationMs = 5_000;

const ToasterContext = createContext<(toast: Toast) => void>(() => {});
type ShownToast = (Toast & { key: number }) | null;
const ShownToastContext = createContext<{ toast: ShownToast; close: () => void }>({ toast: null, close: () => {} });

export function Toaster({ initial, children }: { initial: Toast | null; children: ReactNode }) {
  // The key makes a repeated message a new toast (its timer starts again).
  const [toast, setToast] = useState<(Toast & { key: number }) | null>(initial ? { ...initial, key: 0 } : null);
  const [seenInitial, setSeenInitial] = useState(initial);
  if (initial !== seenInitial) {
    // A new page brought a new toast (flash after a redirect).
    setSeenInitial(initial);
    if (initial) setToast((current) => ({ ...initial, key: (current?.key ?? 0) + 1 }));
  }
  const show = useCallback((next: Toast) => setToast((current) => ({ ...next, key: (current?.key ?? 0) + 1 })), []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast]);

  const shown = useMemo(() => ({ toast, close: () => setToast(null) }), [toast]);
  return (
    <ToasterContext.Provider value={show}>
      <ShownToastContext.Provider value={shown}>{children}</ShownToastContext.Provider>
    </ToasterContext.Provider>
  );
}

/**
 * Where the toast shows: in the flow on phones and without JavaScript, else over the sidebar's
 * lower corner (`floating`; a page without a sidebar keeps it in the flow).
 */
export function ToastRegion({ floating = true }: { floating?: boolean }) {
  const { toast, close } = useContext(ShownToastContext);
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      data-testid="toast-region"
      className={cn(
        "flex justify-center px-4 not-empty:pt-3 nojs:empty:hidden nojs:bg-muted nojs:pb-3",
        floating &&
          "js:md:pointer-events-none js:md:fixed js:md:bottom-3 js:md:left-3 js:md:z-[60] js:md:w-[16.5rem] js:md:p-0",
      )}
    >
      {toast && (
        <div
          key={toast.key}
          role={toast.kind === "error" ? "alert" : "status"}
          data-testid="toast"
          className={cn(
            "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border bg-card p-4 shadow-xl",
            toast.kind === "error"
              ? "border-destructive/25"
              : toast.kind === "success"
                ? "border-success-foreground/25"
                : "border-border",
          )}
        >
          {toast.kind === "error" ? (
            <XCircle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
          ) : toast.kind === "success" ? (
            <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success-foreground" aria-hidden />
          ) : (
            <Info className="mt-0.5 size-5 shrink-0 text-secondary" aria-hidden />
          )}
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-foreground">{toast.title}</p>
            {toast.message && <p className="mt-0.5 wrap-anywhere text-sm text-muted-foreground">{toast.message}</p>}
          </div>
          <button
            type="button"
            onClick={close}
            className="nojs:hidden rounded p-0.5 text-muted-foreground hover:text-foreground"
            aria-label={commonTexts.close}
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}

/** Shows an action's toast (one that came with its data rather than through a redirect). */
export function useActionToast(toast: Toast | null | undefined) {
  const show = useContext(ToasterContext);
  useEffect(() => {
    if (toast) show(toast);
  }, [toast, show]);
}

export function useToaster() {
  return useContext(ToasterContext);
}

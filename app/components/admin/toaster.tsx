import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from "react";

import { commonTexts } from "~/features/admin/texts/common";
import type { Toast } from "~/features/admin/toast";
import { cn } from "~/lib/cn";

import { CheckCircle2, Info, X, XCircle } from "../ui/icons";

// One toast at a time (docs/product.md §12), shown for 5 seconds when JavaScript runs; without
// JavaScript a toast that came with the page stays until the next page.

export const toastDurationMs = 5_000;

const ToasterContext = createContext<(toast: Toast) => void>(() => {});

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

  return (
    <ToasterContext.Provider value={show}>
      {/* Without JavaScript a toast cannot go away by itself, so it sits atop the page in
          the flow instead of floating over buttons. */}
      <div
        aria-live="polite"
        aria-atomic="true"
        className="pointer-events-none fixed inset-x-3 bottom-3 z-[60] flex justify-end sm:inset-x-auto sm:right-5 sm:bottom-5 nojs:static nojs:justify-center nojs:bg-muted nojs:p-3 nojs:empty:hidden"
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
              onClick={() => setToast(null)}
              className="nojs:hidden rounded p-0.5 text-muted-foreground hover:text-foreground"
              aria-label={commonTexts.close}
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        )}
      </div>
      {children}
    </ToasterContext.Provider>
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

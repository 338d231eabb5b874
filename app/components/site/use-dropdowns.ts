import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

export const dropdownCloseDelayMs = 200;

/**
 * The header's dropdown state (docs/product.md §3): exactly one open at a time (a menu item id or
 * "language"); leaving closes after 200 ms and re-entering cancels that; any path change
 * closes everything.
 */
export function useDropdowns() {
  const [openId, setOpenId] = useState<string | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    // A new page: everything closes (adjusting state during render, not in an effect).
    setShownPath(pathname);
    setOpenId(null);
  }

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  const open = useCallback(
    (id: string) => {
      cancelClose();
      setOpenId(id);
    },
    [cancelClose],
  );

  const close = useCallback(() => {
    cancelClose();
    setOpenId(null);
  }, [cancelClose]);

  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpenId(null), dropdownCloseDelayMs);
  }, [cancelClose]);

  const toggle = useCallback((id: string) => (openId === id ? close() : open(id)), [openId, open, close]);

  useEffect(() => cancelClose, [cancelClose]);

  useEffect(() => {
    if (!openId) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      document.getElementById(`toggle-${openId}`)?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [openId, close]);

  return { openId, open, close, scheduleClose, cancelClose, toggle };
}

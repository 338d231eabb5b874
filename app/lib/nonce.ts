import { createContext, useContext } from "react";

/** This document's CSP nonce while it is rendered on the server; set by app/entry.server.tsx. */
export const NonceContext = createContext<string | undefined>(undefined);

let browserNonce: string | undefined;

/**
 * In the browser, the nonce the document was sent with. The browser empties the attribute once
 * the policy applies and keeps the value as the `nonce` property; React compares that property
 * while hydrating, so elements rendered with it match the server's.
 */
function documentNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  browserNonce ??= document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
  return browserNonce;
}

/** The nonce for elements React Router does not give it by itself: our inline script, `<Links>`. */
export function useNonce(): string | undefined {
  return useContext(NonceContext) ?? documentNonce();
}

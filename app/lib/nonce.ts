import { createContext, useContext } from "react";

/**
 * This document's CSP nonce, for inline scripts React Router does not render itself. Set by
 * app/entry.server.tsx; in the browser it is empty (the browser hides nonces from the DOM, and
 * the scripts that need it have already run by then).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);

import { createContext } from "react-router";

import type { Backend } from "./port";

/** The request's backend, set by the Worker entry before any loader runs. */
export const backendContext = createContext<Backend>();

/**
 * The site's content version for a public page request (null elsewhere, or when it could not be
 * read): every write to what the site shows changes it (decision 020).
 */
export const contentVersionContext = createContext<string | null>(null);

/**
 * Whether a read of this request stood in defaults for a part it could not read
 * (`RequestScope.onDegradedRead`): set by the Worker entry, which then keeps nothing of the page,
 * and read by what keeps the site frame per isolate.
 */
export const degradedReadContext = createContext<{ degraded: boolean }>({ degraded: false });

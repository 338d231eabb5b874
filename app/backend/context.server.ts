import { createContext } from "react-router";
import type { Backend } from "./port";

/** The request's backend, set by the Worker entry before any loader runs. */
export const backendContext = createContext<Backend>();

/**
 * The site's content version for a public page request (null elsewhere, or when it could not be
 * read): every write to what the site shows changes it (decision 020).
 */
export const contentVersionContext = createContext<string | null>(null);

import { createContext } from "react-router";
import type { Backend } from "./port";

/** The request's backend, set by the Worker entry before any loader runs. */
export const backendContext = createContext<Backend>();

/** The Worker's env and execution context, for the rare route that needs them directly. */
export const cloudflareContext = createContext<{ env: Env; ctx: ExecutionContext }>();

import { createContext } from "react-router";
import type { Backend } from "./port";

/** The request's backend, set by the Worker entry before any loader runs. */
export const backendContext = createContext<Backend>();

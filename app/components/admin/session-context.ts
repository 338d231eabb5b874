import { createContext } from "react";

/**
 * Resolves true once there is an admin session (at once, or after signing in again over the
 * form); false when she cancels. Given by the admin layout (session-dialog.tsx); none elsewhere.
 */
export type EnsureSession = () => Promise<boolean>;

export const SessionContext = createContext<EnsureSession | null>(null);

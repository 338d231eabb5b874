import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (falsy ones dropped). The public site uses this rather than `cn`, which
 * also resolves conflicting Tailwind utilities but costs ~9 KB gzip in the browser: public
 * components simply never pass conflicting utilities.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

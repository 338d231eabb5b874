import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Class names joined, later Tailwind utilities winning over earlier conflicting ones: for UI
 * primitives (admin) whose callers override classes. Public components use `cx`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

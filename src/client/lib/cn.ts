/**
 * Joins class names and resolves Tailwind conflicts (the later class wins, tailwind-merge), so a
 * portal component can take a `className` that overrides its defaults. Public pages' start-up
 * code uses `cx` (lib/cx.ts) instead, which does not carry tailwind-merge (docs/decisions/0008).
 */
import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** The class names of `inputs` (clsx's arguments), with Tailwind conflicts resolved. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

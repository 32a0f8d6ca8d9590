/**
 * Joins class names (clsx) WITHOUT resolving Tailwind conflicts. For the public pages' start-up
 * code, which must not carry tailwind-merge (docs/decisions/0008): use it only where no two
 * classes set the same property; `cn()` (lib/cn.ts) merges, for components whose callers
 * override their classes.
 */
export { clsx as cx } from "clsx";

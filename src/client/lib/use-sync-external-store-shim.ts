/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts aliases it here): wouter imports
 * the shim to support React 17, whose code would otherwise ship in every page; React 19 has the
 * hook itself.
 */
export { useSyncExternalStore } from "react";

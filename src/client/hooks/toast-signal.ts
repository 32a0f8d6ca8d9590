/**
 * Whether a toast has been shown yet: all the app frame needs to know to mount the toast region
 * (app/providers.tsx). The toast store itself (use-toast.ts) is part of the code that shows
 * toasts, so public pages start without it (docs/decisions/0008).
 */
import { externalStore } from "@/client/lib/external-store";

const shown = externalStore(false);

/** Called by the toast store with the first toast. */
export function markToastShown(): void {
  if (!shown.get()) shown.set(true);
}

/** True once a toast has been shown (false while hydrating: none was when prerendering). */
export function useToastShown(): boolean {
  return shown.use();
}

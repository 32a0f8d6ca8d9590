/**
 * A value outside React that components read with `useSyncExternalStore` (the signed-in session,
 * the home page's contact state, whether a toast was shown). Hydration reads the initial value,
 * which is what prerendering rendered, so a page hydrates without a mismatch and re-renders with
 * the current value right after.
 */
import { useSyncExternalStore } from "react";

export interface ExternalStore<T> {
  /** The value now (outside React). */
  get(): T;
  /** Replaces the value and re-renders every component that reads it. */
  set(next: T): void;
  /** The value in a component; the initial value while hydrating. */
  use(): T;
}

/** @param initial the value before any `set`, and the one hydration sees. */
export function externalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const get = () => value;
  return {
    get,
    set(next) {
      value = next;
      for (const listener of listeners) listener();
    },
    use: () => useSyncExternalStore(subscribe, get, () => initial),
  };
}

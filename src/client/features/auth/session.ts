/**
 * Who is signed in (spec sections 4 and 7): a small store outside React, read with
 * {@link useSession}. It is not a TanStack Query, so the public pages, which only need the
 * header's signed-in state, start without the query library (docs/decisions/0008).
 *
 * Prerendered pages hydrate with the signed-out state they were rendered with, then ask
 * GET /api/user in the background ({@link refreshSession}); the app shell starts loading
 * ({@link startSession}), so portal routes wait for the answer before deciding.
 */

import { externalStore } from "@/client/lib/external-store";
import type { User } from "@/domain/api/user";
import { getUser } from "./api/get-user";

export interface Session {
  /** The signed-in user, or null. */
  user: User | null;
  /** True while the first GET /api/user of the app shell is in flight. */
  isLoading: boolean;
  /** A failure of GET /api/user other than 401. */
  error: Error | null;
}

/** What prerendering renders and hydration starts from. */
const signedOut: Session = { user: null, isLoading: false, error: null };

const store = externalStore<Session>(signedOut);
const userChangeHandlers = new Set<() => void>();
const setSession = store.set;

/** The session now (outside React). */
export const getSession = store.get;

/** The session; re-renders when it changes. Hydration sees the signed-out state. */
export function useSession(): Session {
  return store.use();
}

/**
 * Asks GET /api/user and stores the answer (null on 401). Keeps the current user while asking.
 * @returns once the answer is stored; never rejects (a failure is kept in `error`).
 */
export async function refreshSession(): Promise<void> {
  try {
    const user = await getUser();
    setSession({ user, isLoading: false, error: null });
  } catch (error) {
    setSession({
      user: null,
      isLoading: false,
      error: error instanceof Error ? error : new Error(String(error)),
    });
  }
}

/** The app shell's start: loading until GET /api/user answers. */
export function startSession(): Promise<void> {
  setSession({ ...getSession(), isLoading: true });
  return refreshSession();
}

/**
 * Sets the signed-in user after a sign-in, registration (a user) or sign-out (null). Every
 * handler registered with {@link onUserChange} runs first, so one person never sees another's
 * data on a shared computer.
 */
export function setSessionUser(user: User | null): void {
  for (const handler of userChangeHandlers) handler();
  setSession({ user, isLoading: false, error: null });
}

/**
 * Registers a handler called whenever the signed-in user changes through this app (the portal's
 * query cache drops its answers).
 * @returns a function that removes the handler.
 */
export function onUserChange(handler: () => void): () => void {
  userChangeHandlers.add(handler);
  return () => userChangeHandlers.delete(handler);
}

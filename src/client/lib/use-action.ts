/**
 * A small stand-in for TanStack Query's `useMutation`, for the calls made outside the portal's
 * query cache (sign-in, registration, sign-out, the public forms), so they need neither the
 * query library nor its provider: runs an async function, tracks whether a call is pending, and
 * calls the hook's `onSuccess`/`onError`, then the call's.
 */
import { useState } from "react";

export interface ActionCallbacks<Result> {
  onSuccess?: (result: Result) => void;
  onError?: (error: Error) => void;
}

export interface Action<Variables, Result> {
  /** Runs the action; failures go to `onError` (the hook's, then the call's) and never throw. */
  mutate: (variables: Variables, callbacks?: ActionCallbacks<Result>) => void;
  /** Runs the action; resolves with its result or rejects with its error (after the hook's callbacks). */
  mutateAsync: (variables: Variables) => Promise<Result>;
  /** True while a call is in flight. */
  isPending: boolean;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * @param run the async work, e.g. a POST.
 * @param callbacks called after every call, before the call's own callbacks.
 */
export function useAction<Variables, Result>(
  run: (variables: Variables) => Promise<Result>,
  callbacks: ActionCallbacks<Result> = {},
): Action<Variables, Result> {
  const [pending, setPending] = useState(0);

  const mutateAsync = async (variables: Variables): Promise<Result> => {
    setPending((count) => count + 1);
    try {
      const result = await run(variables);
      callbacks.onSuccess?.(result);
      return result;
    } catch (error) {
      callbacks.onError?.(asError(error));
      throw error;
    } finally {
      setPending((count) => count - 1);
    }
  };

  const mutate = (variables: Variables, own?: ActionCallbacks<Result>) => {
    mutateAsync(variables).then(
      (result) => own?.onSuccess?.(result),
      (error: unknown) => own?.onError?.(asError(error)),
    );
  };

  return { mutate, mutateAsync, isPending: pending > 0 };
}

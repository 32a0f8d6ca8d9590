import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * The text of a filter field whose applied value lives elsewhere (the URL). Typing changes the
 * field at once and calls `onSettle` once the person pauses; when `applied` changes for another
 * reason (a link, Back, Clear Filters), the field shows it.
 * @param applied the value currently applied (e.g. read from the URL).
 * @param onSettle applies settled text; called only when it differs from `applied`.
 * @returns the field's text and its setter.
 */
export function useFilterText(
  applied: string,
  onSettle: (text: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(applied);
  const settled = useDebouncedValue(text);
  // What this field last applied, to tell its own changes from changes made elsewhere.
  const sent = useRef(applied);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the typed text settles
  useEffect(() => {
    if (settled !== applied) {
      sent.current = settled;
      onSettle(settled);
    }
  }, [settled]);

  useEffect(() => {
    if (applied !== sent.current) {
      sent.current = applied;
      setText(applied);
    }
  }, [applied]);

  return [text, setText];
}

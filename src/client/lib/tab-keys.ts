/**
 * Keyboard navigation of a tab list (WAI-ARIA Authoring Practices, "Tabs" pattern, horizontal):
 * ArrowRight and ArrowLeft move to the next and previous tab, wrapping around; Home and End to
 * the first and last. Shared by the /auth tabs and the home page's contact tabs.
 * @param key the `KeyboardEvent.key` pressed on the selected tab.
 * @param index the selected tab's position (0-based).
 * @param count how many tabs there are (at least 1).
 * @returns the position of the tab to select and focus, or null for any other key (the event
 *   should then be left alone).
 */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index + count - 1) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

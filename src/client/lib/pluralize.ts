/**
 * "1 unit", "24 units", "1,200 requests": a count with its noun in the right number, the count
 * grouped as in US English.
 * @param count a whole number
 * @param singular the noun for one
 * @param plural the noun for any other count (default: `singular` + "s")
 */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
}

/** `text` with its first letter in capitals, to start a sentence ("more than…" → "More than…"). */
export function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The text field styles, shared by the portal's `Input`/`Textarea` (which merge a caller's
 * classes with tailwind-merge) and the public pages' native fields ({@link TextInput}), which
 * must not carry tailwind-merge (docs/decisions/0008).
 */
export const inputClassName =
  "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

export const textareaClassName =
  "flex min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

/** The file input of the job application: the text input's look, its height set by the button. */
export const fileInputClassName = inputClassName
  .replace("h-10 ", "")
  .replace("py-2 ", "")
  .concat(" h-auto py-1.5");

/**
 * Text fields for the public pages: native `<input>` and `<textarea>` with the design's styles
 * and no class merging (they take no `className`), so the public pages' code does not carry
 * tailwind-merge (docs/decisions/0008). The portal uses `Input` and `Textarea`.
 */
import type { ComponentProps } from "react";
import { inputClassName, textareaClassName } from "./field-styles";

/** A text input; pass `aria-invalid` to show the error state. */
export function TextInput({ type = "text", ...props }: Omit<ComponentProps<"input">, "className">) {
  return <input type={type} className={inputClassName} {...props} />;
}

/** A multi-line text input styled like {@link TextInput}. */
export function TextArea(props: Omit<ComponentProps<"textarea">, "className">) {
  return <textarea className={textareaClassName} {...props} />;
}

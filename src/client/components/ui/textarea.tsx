import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";
import { textareaClassName } from "./field-styles";

/** A multi-line text input styled like {@link Input}. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(textareaClassName, className)} {...props} />;
}

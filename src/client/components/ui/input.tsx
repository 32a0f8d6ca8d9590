import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";
import { inputClassName } from "./field-styles";

/** A text input styled for the design; pass `aria-invalid` to show the error state. */
export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(inputClassName, className)} {...props} />;
}

import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";
import { type ButtonVariantProps, buttonVariants } from "./button-variants";

export { buttonVariants };

export type ButtonProps = ComponentProps<"button"> &
  ButtonVariantProps & {
    /** Render the single child (e.g. a link) with the button's styles instead of a <button>. */
    asChild?: boolean;
  };

/**
 * A button in one of the design's variants (default, accent, destructive, outline, secondary,
 * ghost, link) and sizes. With `asChild` it styles its child, e.g. a router `<Link>`.
 */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

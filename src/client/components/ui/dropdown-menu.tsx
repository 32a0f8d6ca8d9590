import { DropdownMenu as MenuPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/client/lib/cn";

/**
 * A menu opened from a button (Radix DropdownMenu): arrow keys move, Enter selects, Escape
 * closes. Non-modal by default: the rest of the page is not hidden from assistive technology
 * while it is open (Tab or a click outside closes it).
 */
export function DropdownMenu({
  modal = false,
  ...props
}: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

/**
 * The menu panel. Rendered in a portal at the end of <body> unless `portal={false}`, which keeps
 * it inside its landmark (e.g. the header's menus stay inside the banner).
 */
export function DropdownMenuContent({
  className,
  sideOffset = 6,
  portal = true,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content> & { portal?: boolean }) {
  const content = (
    <MenuPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        "z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-44 overflow-y-auto rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg data-[state=open]:animate-pop-in",
        className,
      )}
      {...props}
    />
  );
  return portal ? <MenuPrimitive.Portal>{content}</MenuPrimitive.Portal> : content;
}

/** One menu entry; with `asChild` it can be a link. */
export function DropdownMenuItem({
  className,
  variant = "default",
  ...props
}: ComponentProps<typeof MenuPrimitive.Item> & { variant?: "default" | "destructive" }) {
  return (
    <MenuPrimitive.Item
      className={cn(
        "relative flex cursor-default items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-accent data-highlighted:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground",
        variant === "destructive" &&
          "text-destructive data-highlighted:bg-destructive/10 data-highlighted:text-destructive [&_svg]:text-destructive",
        className,
      )}
      {...props}
    />
  );
}

/** A heading inside the menu (not focusable). */
export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      className={cn("px-2 py-1.5 text-sm font-semibold", className)}
      {...props}
    />
  );
}

/** A divider between groups of entries. */
export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator className={cn("-mx-1 my-1 h-px bg-border", className)} {...props} />
  );
}

import { Check, ChevronDown, ChevronUp } from "lucide-react";
import { Select as SelectPrimitive } from "radix-ui";
import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "@/client/lib/cn";

/**
 * A single-choice list (Radix Select, role "combobox" + "listbox"): typeahead, arrow keys,
 * Enter/Space to choose. Label it with the field primitive (./field.tsx): `<FieldControl>` around
 * the trigger gives it the id the label points at.
 */
export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;

/** The button showing the chosen value. */
export function SelectTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cn(
        "flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-left text-base shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-placeholder:text-muted-foreground md:text-sm [&>span]:line-clamp-1",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * The list of options, shown under the trigger. Rendered in a portal at the end of <body> unless
 * `portal={false}`, which keeps it inside its landmark or dialog (axe's "region" rule: all
 * content inside landmarks).
 */
export function SelectContent({
  className,
  children,
  position = "popper",
  portal = true,
  ...props
}: ComponentProps<typeof SelectPrimitive.Content> & { portal?: boolean }) {
  const content = (
    <SelectPrimitive.Content
      position={position}
      className={cn(
        "relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg data-[state=open]:animate-pop-in",
        position === "popper" &&
          "w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1",
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center">
        <ChevronUp className="size-4" aria-hidden="true" />
      </SelectPrimitive.ScrollUpButton>
      <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center">
        <ChevronDown className="size-4" aria-hidden="true" />
      </SelectPrimitive.ScrollDownButton>
    </SelectPrimitive.Content>
  );
  return portal ? <SelectPrimitive.Portal>{content}</SelectPrimitive.Portal> : content;
}

/**
 * One option. `children` is the text shown in the trigger once chosen; `hint` is extra text shown
 * only in the list (e.g. why a disabled option cannot be chosen). The option's accessible name is
 * its text and then the hint, everything it shows, in that order (WCAG 2.5.3 Label in Name:
 * speech users say what they see; screen readers announce why an option is disabled).
 */
export function SelectItem({
  className,
  children,
  hint,
  ...props
}: ComponentProps<typeof SelectPrimitive.Item> & { hint?: string }) {
  const labelId = useId();
  const hintId = useId();
  return (
    <SelectPrimitive.Item
      {...(hint ? { "aria-labelledby": `${labelId} ${hintId}` } : {})}
      className={cn(
        "relative flex w-full cursor-default flex-col items-start rounded-md py-2 pr-2 pl-8 text-sm outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-60 data-highlighted:bg-accent data-highlighted:text-accent-foreground",
        className,
      )}
      {...props}
    >
      <span className="absolute top-2.5 left-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      {/* Radix names the option by its ItemText alone; with a hint, by both spans. The label's
          span is outside ItemText, whose content Radix copies into the trigger. The space keeps
          the two words apart in the option's text; between flex items it is not rendered. */}
      <span id={labelId}>
        <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      </span>
      {hint ? (
        <>
          {" "}
          <span id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </span>
        </>
      ) : null}
    </SelectPrimitive.Item>
  );
}

/** One choice of an {@link OptionsSelect}. */
export interface SelectOption {
  value: string;
  label: ReactNode;
}

/**
 * A Select of a list of choices, each an item with its label. FieldControl's attributes (id,
 * aria-invalid, aria-describedby) reach the trigger, since the Select root renders no element of
 * its own.
 * @param options the choices, in order.
 * @param placeholder shown while nothing is chosen.
 * @param onBlur called when the trigger loses focus (react-hook-form's touched state).
 * @param portal false keeps the list inside its landmark or dialog (see SelectContent).
 */
export function OptionsSelect({
  name,
  value,
  onValueChange,
  onBlur,
  options,
  placeholder,
  portal,
  ...triggerProps
}: Omit<ComponentProps<typeof SelectTrigger>, "onBlur"> & {
  name?: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  options: readonly SelectOption[];
  placeholder?: string | undefined;
  portal?: boolean | undefined;
}) {
  return (
    <Select name={name} value={value} onValueChange={onValueChange}>
      <SelectTrigger {...triggerProps} onBlur={onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent portal={portal}>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

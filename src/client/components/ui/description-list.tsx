import { createContext, type ReactNode, useContext } from "react";

/**
 * How a label sits beside its value, by the width of the label column. The narrow columns keep
 * label and value side by side at every width (short labels: "Units", "Email"); the wide ones
 * stack them on phones and put them side by side from the `sm` breakpoint, so long labels
 * ("Additional information") leave the value room on a 375 px screen. Written out in full
 * because Tailwind only generates classes it finds whole in the source.
 */
const itemLayouts = {
  "7rem": "grid grid-cols-[7rem_1fr] gap-2",
  "7.5rem": "grid grid-cols-[7.5rem_1fr] gap-2",
  "9rem": "grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-3",
  "10rem": "grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-3",
} as const;

/** The width of a description list's label column (see `itemLayouts`). */
export type DescriptionLabelWidth = keyof typeof itemLayouts;

const LayoutContext = createContext<string>(itemLayouts["7rem"]);

/**
 * The label/value pairs of one record (a property, a request, an application, a profile) as a
 * `<dl>`: each pair is a `<div>` holding its `<dt>` and `<dd>`, which HTML allows and which
 * assistive technology reads as term and definition (the browser tests find values by the
 * "term" and "definition" roles).
 * @param labelWidth the label column: "7rem" or "7.5rem" side by side at every width, "9rem" or
 *   "10rem" stacked on phones (default "7rem").
 * @param children the {@link DescriptionItem}s.
 */
export function DescriptionList({
  labelWidth = "7rem",
  children,
}: {
  labelWidth?: DescriptionLabelWidth;
  children: ReactNode;
}) {
  return (
    <LayoutContext value={itemLayouts[labelWidth]}>
      <dl className="grid gap-3 text-sm">{children}</dl>
    </LayoutContext>
  );
}

/**
 * One pair of a {@link DescriptionList}: `label` as the `<dt>`, `children` (text, a badge, a
 * link) as the `<dd>`, which wraps long words so an e-mail address never widens the page.
 */
export function DescriptionItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={useContext(LayoutContext)}>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

/**
 * The icons of the public pages (one module each in this folder), as plain SVG components: the
 * same drawings as lucide-react (ISC licence, lucide.dev), without its icon factory, context and
 * class merging, which were a kilobyte and a half of every public page's start-up JavaScript
 * (docs/decisions/0008). One module per icon, so a page's chunks carry only the icons it shows.
 * The portal keeps lucide-react. Generated from lucide-react 1.75.0's icon data (each icon's
 * `__iconData.node`); add one the same way.
 */
import type { ReactNode, SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;

/**
 * A 24 x 24 stroked icon, like lucide's. Decorative (aria-hidden) unless given an accessible
 * name (aria-label or aria-labelledby), which makes it role="img".
 */
export function Icon({
  children,
  width = 24,
  height = 24,
  ...props
}: IconProps & { children: ReactNode }) {
  const named = Boolean(props["aria-label"] || props["aria-labelledby"]);
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative (aria-hidden) unless the caller names it.
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={named ? "img" : undefined}
      aria-hidden={named ? undefined : true}
      {...props}
    >
      {children}
    </svg>
  );
}

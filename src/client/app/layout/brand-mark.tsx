import { Link } from "wouter";
import { cx } from "@/client/lib/cx";
import { site } from "@/content/site";
import { paths } from "@/domain/paths";

/** The agency's logo mark: a sun rising over a roofline. Decorative. */
export function LogoIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cx("size-9 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <circle cx="16" cy="15" r="5.5" className="fill-sun" />
      <path
        d="M5 24.5 16 16l11 8.5"
        fill="none"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-white"
      />
    </svg>
  );
}

/**
 * The logo and name, linking home. `tone="light"` for dark backgrounds. The accessible name
 * ("Sunshine State Property Staffing, home") starts with the visible text, so speech users can
 * say what they see (WCAG 2.5.3 Label in Name).
 */
export function BrandMark({
  tone = "dark",
  onClick,
}: {
  tone?: "dark" | "light";
  onClick?: () => void;
}) {
  return (
    <Link
      href={paths.home.href()}
      onClick={onClick}
      aria-label={`${site.name}, home`}
      className="flex items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4"
    >
      <LogoIcon />
      <span className="flex flex-col leading-tight">
        <span
          className={cx(
            "text-base font-bold tracking-tight",
            tone === "light" ? "text-white" : "text-navy",
          )}
        >
          Sunshine State
        </span>
        {/* The space keeps the two lines two words in the link's text ("Sunshine State Property
            Staffing", which the aria-label must contain: WCAG 2.5.3 Label in Name); between
            flex items it is not rendered. */}{" "}
        <span
          className={cx(
            "text-xs font-medium tracking-wide uppercase",
            tone === "light" ? "text-navy-muted" : "text-primary",
          )}
        >
          Property Staffing
        </span>
      </span>
    </Link>
  );
}

import { cx } from "@/client/lib/cx";

/** A home-page section's eyebrow, h2 and lead paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = "dark",
  className,
}: {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  tone?: "dark" | "light";
  className?: string;
}) {
  return (
    <div className={cx("max-w-3xl", className)}>
      <p
        className={cx(
          "text-sm font-semibold tracking-wide uppercase",
          tone === "light" ? "text-sun" : "text-sun-strong",
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cx(
          "mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl",
          tone === "light" ? "text-white" : "text-navy",
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={cx(
            "mt-4 text-lg text-pretty",
            tone === "light" ? "text-navy-muted" : "text-muted-foreground",
          )}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}

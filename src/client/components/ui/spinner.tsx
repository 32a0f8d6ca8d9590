import { LoaderCircle } from "@/client/components/icons/loader-circle";
import { cx } from "@/client/lib/cx";

/**
 * A loading indicator announced to assistive technology as a status ("Loading...").
 * @param label what is loading, read by screen readers.
 */
export function Spinner({
  className,
  label = "Loading...",
}: {
  className?: string;
  label?: string;
}) {
  return (
    <span role="status" className={cx("inline-flex items-center", className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the page area, for routes and page-level loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner className="[&_svg]:size-8" label={label} />
    </div>
  );
}

import { Spinner } from "@/client/components/ui/spinner";
import { pluralize } from "@/client/lib/pluralize";

/**
 * The heading of a paged list's section: how many rows match ("12 matching requests" when
 * filtered, "12 requests" otherwise) and a spinner while the list shows the previous filters'
 * rows (TanStack Query's placeholder data). Its `id` labels the section.
 * @param noun the row's name in the singular ("request"); "matching " is put before it.
 * @param label the heading's text instead of the count of `noun`s.
 * @param live announces the heading when it changes (a list whose meaning can be switched).
 */
export function ListTotal({
  id,
  total,
  noun,
  filtered,
  updating,
  label,
  live = false,
}: {
  id: string;
  total: number;
  noun: string;
  filtered: boolean;
  updating: boolean;
  label?: string;
  live?: boolean;
}) {
  return (
    <div className="mb-4 flex items-center gap-3">
      <h2
        id={id}
        aria-live={live ? "polite" : undefined}
        className="text-sm font-medium text-muted-foreground"
      >
        {label ?? pluralize(total, filtered ? `matching ${noun}` : noun)}
      </h2>
      {updating ? <Spinner className="[&_svg]:size-4" label="Updating..." /> : null}
    </div>
  );
}

import { Download, type LucideIcon, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/client/components/empty-state";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";

/** The Export CSV action of an admin list: downloads `href`, the list's CSV with its filters. */
export function ExportCsvButton({ href }: { href: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download>
        <Download aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}

/**
 * The results of an admin list (requests, applications, users), once loaded: a heading that
 * counts them (announced politely when the filters change it), then the table, or the no-match
 * state while filters are set, or the empty state.
 * @param id the heading's id, which labels the section.
 * @param summary the heading's text ("12 requests match these filters").
 * @param updating a refetch with new filters is under way: a small "Updating..." spinner beside
 *   the heading. Omit it for lists filtered in the browser, which never refetch in place.
 * @param count how many rows the table would show; 0 shows `noMatch` or `empty`.
 * @param filtered whether any filter is set, which tells "no match" from "none yet".
 * @param noMatch texts of the no-match state, and `onClear` for its Clear Filters button.
 * @param empty the state of a list with nothing in it yet.
 * @param children the table.
 */
export function AdminListResults({
  id,
  summary,
  updating,
  count,
  filtered,
  noMatch,
  empty,
  children,
}: {
  id: string;
  summary: ReactNode;
  updating?: boolean;
  count: number;
  filtered: boolean;
  noMatch: { title: string; description: string; onClear?: () => void };
  empty: { icon: LucideIcon; title: string; description?: string };
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-sm font-medium text-muted-foreground" aria-live="polite">
      {summary}
    </h2>
  );
  let body: ReactNode = children;
  if (count === 0 && filtered) {
    body = (
      <EmptyState
        icon={SearchX}
        title={noMatch.title}
        description={noMatch.description}
        action={
          noMatch.onClear ? (
            <Button variant="outline" onClick={noMatch.onClear}>
              Clear Filters
            </Button>
          ) : undefined
        }
      />
    );
  } else if (count === 0) {
    body = <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
  }

  return (
    <section aria-labelledby={id} className="grid gap-3">
      {updating === undefined ? (
        heading
      ) : (
        <div className="flex items-center gap-3">
          {heading}
          {updating ? <Spinner className="[&_svg]:size-4" label="Updating..." /> : null}
        </div>
      )}
      {body}
    </section>
  );
}

import { Mail } from "lucide-react";
import { EmptyState } from "@/client/components/empty-state";
import { SearchFilterField } from "@/client/components/filter-fields";
import { LoadMore } from "@/client/components/load-more";
import { QueryView } from "@/client/components/query-view";
import {
  AdminListResults,
  AdminPage,
  SubscriberTable,
  useNewsletterSubscribers,
  useUrlFilters,
} from "@/client/features/admin";
import { useFilterText } from "@/client/hooks/use-filter-text";
import { pluralize } from "@/client/lib/pluralize";

/** The screen's filter, kept in the URL (`/admin/subscribers?q=gmail`). */
const parseSearch = (params: URLSearchParams) => ({ q: params.get("q") ?? "" });

/**
 * /admin/subscribers, admins only: everyone who signed up for the newsletter, newest
 * first, with those who unsubscribed marked as such; searched by e-mail on the server (in the
 * URL) and loaded page by page.
 */
export default function AdminSubscribersPage() {
  const [filters, setFilters] = useUrlFilters(parseSearch);
  const [search, setSearch] = useFilterText(filters.q, (q) =>
    setFilters({ q }, { replace: filters.q !== "" && q !== "" }),
  );
  const subscribers = useNewsletterSubscribers(filters.q);
  const filtered = filters.q.trim() !== "";

  return (
    <AdminPage
      title="Newsletter Subscribers"
      description="Sign-ups from the newsletter field in the site's footer."
    >
      <div className="grid gap-6">
        <SearchFilterField
          classes="grid max-w-md gap-2"
          label="Search subscribers"
          value={search}
          onValueChange={setSearch}
          placeholder="E-mail address"
          autoComplete="off"
        />
        <QueryView
          query={subscribers.view}
          loading="Loading subscribers..."
          error="Failed to load subscribers"
          empty={
            filtered ? undefined : (
              <EmptyState
                icon={Mail}
                title="No subscribers yet"
                description="E-mail addresses entered in the footer's newsletter field will appear here."
              />
            )
          }
        >
          {(rows) => (
            <AdminListResults
              id="admin-subscribers-results"
              summary={`${pluralize(subscribers.total, "subscriber")}${filtered ? " match this search" : ""}`}
              updating={subscribers.isPlaceholderData}
              count={rows.length}
              filtered={filtered}
              noMatch={{
                title: "No subscribers match this search",
                description: "Try another e-mail address.",
                onClear: () => {
                  setSearch("");
                  setFilters({ q: "" });
                },
              }}
              empty={{ icon: Mail, title: "No subscribers yet" }}
            >
              <SubscriberTable subscribers={rows} />
              <LoadMore list={subscribers} noun={{ one: "subscriber" }} />
            </AdminListResults>
          )}
        </QueryView>
      </div>
    </AdminPage>
  );
}

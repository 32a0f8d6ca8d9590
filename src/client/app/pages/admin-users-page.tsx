import { Users } from "lucide-react";
import { SearchFilterField } from "@/client/components/filter-fields";
import { LoadMore } from "@/client/components/load-more";
import { QueryView } from "@/client/components/query-view";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import {
  AdminListResults,
  AdminPage,
  UserTable,
  useAdminUsersList,
  useUrlFilters,
} from "@/client/features/admin";
import { useFilterText } from "@/client/hooks/use-filter-text";
import { pluralize } from "@/client/lib/pluralize";

/** The screen's filter, kept in the URL (`/admin/users?q=dana`). */
const parseSearch = (params: URLSearchParams) => ({ q: params.get("q") ?? "" });

/**
 * /admin/users, admins only: every account with its role, company, creation day and
 * last sign-in ("Never" when none), searched on the server by name, username, e-mail or
 * company (in the URL), loaded page by page.
 */
export default function AdminUsersPage() {
  const [filters, setFilters] = useUrlFilters(parseSearch);
  const [search, setSearch] = useFilterText(filters.q, (q) =>
    setFilters({ q }, { replace: filters.q !== "" && q !== "" }),
  );
  const users = useAdminUsersList(filters.q);
  const filtered = filters.q.trim() !== "";
  const clear = () => {
    setSearch("");
    setFilters({ q: "" });
  };

  return (
    <AdminPage title="Users" description="Every portal account, with role and last sign-in.">
      <div className="grid gap-6">
        <Card>
          <CardContent className="grid gap-4 pt-6 sm:grid-cols-[1fr_auto] sm:items-end">
            <SearchFilterField
              label="Search"
              icon={false}
              value={search}
              onValueChange={setSearch}
              placeholder="Name, username, e-mail or company"
              autoComplete="off"
            />
            {filtered || search.trim() ? (
              <Button type="button" variant="outline" onClick={clear}>
                Clear Filters
              </Button>
            ) : null}
          </CardContent>
        </Card>
        <QueryView query={users.view} loading="Loading users..." error="Failed to load users">
          {(rows) => (
            <AdminListResults
              id="admin-users-results"
              summary={`${pluralize(users.total, "user")}${filtered ? " match this search" : ""}`}
              updating={users.isPlaceholderData}
              count={rows.length}
              filtered={filtered}
              noMatch={{
                title: "No users match these filters",
                description: "Try another search.",
                onClear: clear,
              }}
              empty={{ icon: Users, title: "No users yet" }}
            >
              <UserTable users={rows} />
              <LoadMore list={users} noun={{ one: "user" }} />
            </AdminListResults>
          )}
        </QueryView>
      </div>
    </AdminPage>
  );
}

import { Users } from "lucide-react";
import { useMemo, useState } from "react";
import { SearchFilterField, SelectFilterField } from "@/client/components/filter-fields";
import { QueryView } from "@/client/components/query-view";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent } from "@/client/components/ui/card";
import { AdminListResults, AdminPage, UserTable, useAdminUsers } from "@/client/features/admin";
import { pluralize } from "@/client/lib/pluralize";
import { humanize, type Role, roles } from "@/domain/enums";

const roleOptions = roles.map((option) => ({ value: option, label: humanize(option) }));

/**
 * /admin/users, admins only: every account with its role, company, creation day and
 * last sign-in ("Never" when none), narrowed by role and by name, username, e-mail or company.
 */
export default function AdminUsersPage() {
  const users = useAdminUsers();
  const [role, setRole] = useState<Role | "">("");
  const [search, setSearch] = useState("");

  const rows = useMemo(() => {
    const text = search.trim().toLowerCase();
    return (users.data ?? []).filter(
      (user) =>
        (!role || user.role === role) &&
        (!text ||
          [user.fullName, user.username, user.email, user.companyName ?? ""].some((value) =>
            value.toLowerCase().includes(text),
          )),
    );
  }, [users.data, role, search]);
  const filtered = role !== "" || search.trim() !== "";

  return (
    <AdminPage title="Users" description="Every portal account, with role and last sign-in.">
      <QueryView query={users} loading="Loading users..." error="Failed to load users">
        {(all) => (
          <div className="grid gap-6">
            <Card>
              <CardContent className="grid gap-4 pt-6 sm:grid-cols-[minmax(0,14rem)_1fr_auto] sm:items-end">
                <SelectFilterField
                  label="Role"
                  allLabel="All Roles"
                  options={roleOptions}
                  value={role}
                  onValueChange={setRole}
                />
                <SearchFilterField
                  label="Search"
                  icon={false}
                  value={search}
                  onValueChange={setSearch}
                  placeholder="Name, username, e-mail or company"
                  autoComplete="off"
                />
                {filtered ? (
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => {
                      setRole("");
                      setSearch("");
                    }}
                  >
                    Clear Filters
                  </Button>
                ) : null}
              </CardContent>
            </Card>
            <AdminListResults
              id="admin-users-results"
              summary={`${pluralize(rows.length, "user")}${
                filtered ? ` of ${all.length.toLocaleString("en-US")}` : ""
              }`}
              count={rows.length}
              filtered={filtered}
              noMatch={{
                title: "No users match these filters",
                description: "Try another role or search.",
              }}
              empty={{ icon: Users, title: "No users yet" }}
            >
              <UserTable users={rows} />
            </AdminListResults>
          </div>
        )}
      </QueryView>
    </AdminPage>
  );
}

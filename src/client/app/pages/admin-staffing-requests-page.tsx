import { ClipboardList, Siren } from "lucide-react";
import { LoadMore } from "@/client/components/load-more";
import { QueryView } from "@/client/components/query-view";
import {
  AdminListResults,
  AdminPage,
  type AdminStaffingRequest,
  adminStaffingRequestsCsvUrl,
  ExportCsvButton,
  emptyRequestFilters,
  hasFilters,
  parseRequestFilters,
  RequestFilters,
  StaffingRequestTable,
  splitEmergencyHead,
  useAdminStaffingRequests,
  useUrlFilters,
} from "@/client/features/admin";
import { upperFirst } from "@/client/lib/pluralize";
import { listCount } from "@/client/lib/use-paged-list";

/**
 * The rows as the server sent them: the leading emergencies awaiting a response under their own
 * heading and table, then the other requests; one plain table when there is no such emergency.
 */
function GroupedRequests({ rows }: { rows: AdminStaffingRequest[] }) {
  const { head, rest } = splitEmergencyHead(rows);
  if (head.length === 0) return <StaffingRequestTable requests={rows} />;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="admin-requests-emergencies" className="grid gap-3">
        <h3
          id="admin-requests-emergencies"
          className="flex items-center gap-2 text-base font-semibold text-red-900"
        >
          <Siren className="size-4" aria-hidden="true" />
          {`Emergencies awaiting a response (${head.length})`}
        </h3>
        <StaffingRequestTable
          requests={head}
          caption="Emergencies awaiting a response"
          className="border-red-300"
        />
      </section>
      {rest.length > 0 ? (
        <section aria-labelledby="admin-requests-others" className="grid gap-3">
          <h3 id="admin-requests-others" className="text-base font-semibold">
            Other requests
          </h3>
          <StaffingRequestTable requests={rest} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * /admin/staffing-requests, admins only: every request, from the portal and the public
 * form, filtered by status, staff type, city or property, creation days and text, newest or
 * oldest first, on the server. The filters live in the URL; the rows load page by page (Load
 * more, or scrolling near the end), and a long table renders only the rows near the viewport.
 * Export CSV downloads the same filtered list, every row, in the same order. The server puts every
 * emergency awaiting a response first (overdue ones first); they are shown, in that order, in a
 * group of their own above the other requests.
 */
export default function AdminStaffingRequestsPage() {
  const [filters, setFilters] = useUrlFilters(parseRequestFilters);
  const requests = useAdminStaffingRequests(filters);
  const filtered = hasFilters(filters);

  return (
    <AdminPage
      title="Staffing Requests"
      description="Every request from the portal and the public form."
      actions={<ExportCsvButton href={adminStaffingRequestsCsvUrl(filters)} />}
    >
      <div className="grid gap-6">
        <RequestFilters filters={filters} onChange={setFilters} />
        <QueryView
          query={requests.view}
          loading="Loading staffing requests..."
          error="Failed to load staffing requests"
        >
          {(rows) => (
            <AdminListResults
              id="admin-requests-results"
              summary={`${upperFirst(listCount(requests, { one: "request" }))}${filtered ? " match these filters" : ""}`}
              updating={requests.isPlaceholderData}
              count={rows.length}
              filtered={filtered}
              noMatch={{
                title: "No staffing requests match these filters",
                description:
                  "Try another status, staff type, city or date range, or clear the filters.",
                onClear: () => setFilters(emptyRequestFilters),
              }}
              empty={{
                icon: ClipboardList,
                title: "No staffing requests yet",
                description:
                  "Requests sent through the portal or the public form will appear here.",
              }}
            >
              <GroupedRequests rows={rows} />
              <LoadMore list={requests} noun={{ one: "request" }} />
            </AdminListResults>
          )}
        </QueryView>
      </div>
    </AdminPage>
  );
}

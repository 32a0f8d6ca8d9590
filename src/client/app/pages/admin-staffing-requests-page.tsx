import { ClipboardList } from "lucide-react";
import { LoadMore } from "@/client/components/load-more";
import { QueryView } from "@/client/components/query-view";
import {
  AdminListResults,
  AdminPage,
  adminStaffingRequestsCsvUrl,
  ExportCsvButton,
  emptyRequestFilters,
  hasFilters,
  parseRequestFilters,
  RequestFilters,
  StaffingRequestTable,
  useAdminStaffingRequests,
  useUrlFilters,
} from "@/client/features/admin";
import { pluralize } from "@/client/lib/pluralize";

/**
 * /admin/staffing-requests, admins only: every request, from the portal and the public
 * form, filtered by status, staff type, city or property, creation days and text, newest or
 * oldest first, on the server. The filters live in the URL; the rows load page by page (Load
 * more, or scrolling near the end), and a long table renders only the rows near the viewport.
 * Export CSV downloads the same filtered list, every row, in the same order.
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
              summary={`${pluralize(requests.total, "request")}${filtered ? " match these filters" : ""}`}
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
              <StaffingRequestTable requests={rows} />
              <LoadMore list={requests} noun={{ one: "request" }} />
            </AdminListResults>
          )}
        </QueryView>
      </div>
    </AdminPage>
  );
}

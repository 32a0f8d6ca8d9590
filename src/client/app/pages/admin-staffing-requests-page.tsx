import { ClipboardList } from "lucide-react";
import { QueryView } from "@/client/components/query-view";
import {
  AdminListResults,
  AdminPage,
  adminStaffingRequestsCsvUrl,
  ExportCsvButton,
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
 * form, filtered by status, staff type, city or property, creation days and text. The filters
 * live in the URL; Export CSV downloads the same filtered list.
 */
export default function AdminStaffingRequestsPage() {
  const [filters, setFilters] = useUrlFilters(parseRequestFilters);
  const requests = useAdminStaffingRequests(filters);
  const filtered = hasFilters(filters);
  const rows = requests.data ?? [];

  return (
    <AdminPage
      title="Staffing Requests"
      description="Every request from the portal and the public form."
      actions={<ExportCsvButton href={adminStaffingRequestsCsvUrl(filters)} />}
    >
      <div className="grid gap-6">
        <RequestFilters filters={filters} onChange={setFilters} />
        <QueryView
          query={requests}
          loading="Loading staffing requests..."
          error="Failed to load staffing requests"
        >
          {() => (
            <AdminListResults
              id="admin-requests-results"
              summary={`${pluralize(rows.length, "request")}${filtered ? " match these filters" : ""}`}
              updating={requests.isFetching}
              count={rows.length}
              filtered={filtered}
              noMatch={{
                title: "No staffing requests match these filters",
                description:
                  "Try another status, staff type, city or date range, or clear the filters.",
                onClear: () => setFilters(parseRequestFilters(new URLSearchParams())),
              }}
              empty={{
                icon: ClipboardList,
                title: "No staffing requests yet",
                description:
                  "Requests sent through the portal or the public form will appear here.",
              }}
            >
              <StaffingRequestTable requests={rows} />
            </AdminListResults>
          )}
        </QueryView>
      </div>
    </AdminPage>
  );
}

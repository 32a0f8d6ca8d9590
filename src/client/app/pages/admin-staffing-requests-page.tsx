import { ClipboardList, Download, SearchX } from "lucide-react";
import { EmptyState } from "@/client/components/empty-state";
import { Button } from "@/client/components/ui/button";
import { PageSpinner, Spinner } from "@/client/components/ui/spinner";
import {
  AdminPage,
  adminStaffingRequestsCsvUrl,
  hasFilters,
  parseRequestFilters,
  RequestFilters,
  StaffingRequestTable,
  useAdminStaffingRequests,
  useUrlFilters,
} from "@/client/features/admin";
import { pluralize } from "@/client/lib/utils";
import { LoadErrorState } from "./page-states";

/**
 * /admin/staffing-requests, admins only (issue 6): every request, from the portal and the public
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
      actions={
        <Button asChild variant="outline">
          <a href={adminStaffingRequestsCsvUrl(filters)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      }
    >
      <div className="grid gap-6">
        <RequestFilters filters={filters} onChange={setFilters} />
        {requests.isLoading ? (
          <PageSpinner label="Loading staffing requests..." />
        ) : requests.isError ? (
          <LoadErrorState
            title="Failed to load staffing requests"
            error={requests.error}
            onRetry={() => requests.refetch()}
            isRetrying={requests.isFetching}
          />
        ) : (
          <section aria-labelledby="admin-requests-results" className="grid gap-3">
            <div className="flex items-center gap-3">
              <h2
                id="admin-requests-results"
                className="text-sm font-medium text-muted-foreground"
                aria-live="polite"
              >
                {pluralize(rows.length, "request")}
                {filtered ? " match these filters" : ""}
              </h2>
              {requests.isFetching ? (
                <Spinner className="[&_svg]:size-4" label="Updating..." />
              ) : null}
            </div>
            {rows.length === 0 ? (
              filtered ? (
                <EmptyState
                  icon={SearchX}
                  title="No staffing requests match these filters"
                  description="Try another status, staff type, city or date range, or clear the filters."
                  action={
                    <Button
                      variant="outline"
                      onClick={() => setFilters(parseRequestFilters(new URLSearchParams()))}
                    >
                      Clear Filters
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={ClipboardList}
                  title="No staffing requests yet"
                  description="Requests sent through the portal or the public form will appear here."
                />
              )
            ) : (
              <StaffingRequestTable requests={rows} />
            )}
          </section>
        )}
      </div>
    </AdminPage>
  );
}

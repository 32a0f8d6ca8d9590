import { Briefcase, Download, SearchX } from "lucide-react";
import { useMemo } from "react";
import { EmptyState } from "@/client/components/empty-state";
import { Button } from "@/client/components/ui/button";
import { PageSpinner, Spinner } from "@/client/components/ui/spinner";
import {
  AdminPage,
  ApplicationFilters,
  ApplicationTable,
  adminJobApplicationsCsvUrl,
  hasFilters,
  parseApplicationFilters,
  useAdminJobApplications,
  useUrlFilters,
} from "@/client/features/admin";
import { pluralize } from "@/client/lib/utils";
import { humanize, type JobApplicationStatus, jobApplicationStatuses } from "@/domain/enums";
import { LoadErrorState } from "./page-states";

/**
 * /admin/job-applications, admins only (issue 6): the application pipeline of spec section 4
 * with a count per status, filtered by status, position and text (in the URL). Counts cover the
 * applications matching position and text, so the status buttons show what each would list.
 * Export CSV downloads the filtered list.
 */
export default function AdminJobApplicationsPage() {
  const [filters, setFilters] = useUrlFilters(parseApplicationFilters);
  // One fetch without the status gives both the counts and, filtered here, the rows.
  const applications = useAdminJobApplications({ ...filters, status: "" });
  const all = applications.data;

  const counts = useMemo(() => {
    if (!all) return null;
    const result = Object.fromEntries(jobApplicationStatuses.map((s) => [s, 0])) as Record<
      JobApplicationStatus,
      number
    >;
    for (const application of all) result[application.status] += 1;
    return result;
  }, [all]);
  const rows = useMemo(
    () => (all ?? []).filter((a) => !filters.status || a.status === filters.status),
    [all, filters.status],
  );
  const filtered = hasFilters(filters);

  return (
    <AdminPage
      title="Job Applications"
      description="Applicants from the website, from first look to hire."
      actions={
        <Button asChild variant="outline">
          <a href={adminJobApplicationsCsvUrl(filters)} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      }
    >
      <div className="grid gap-6">
        <ApplicationFilters filters={filters} counts={counts} onChange={setFilters} />
        {applications.isLoading ? (
          <PageSpinner label="Loading job applications..." />
        ) : applications.isError ? (
          <LoadErrorState
            title="Failed to load job applications"
            error={applications.error}
            onRetry={() => applications.refetch()}
            isRetrying={applications.isFetching}
          />
        ) : (
          <section aria-labelledby="admin-applications-results" className="grid gap-3">
            <div className="flex items-center gap-3">
              <h2
                id="admin-applications-results"
                className="text-sm font-medium text-muted-foreground"
                aria-live="polite"
              >
                {pluralize(rows.length, "application")}
                {filters.status ? ` · ${humanize(filters.status)}` : ""}
                {filtered ? " match these filters" : ""}
              </h2>
              {applications.isFetching ? (
                <Spinner className="[&_svg]:size-4" label="Updating..." />
              ) : null}
            </div>
            {rows.length === 0 ? (
              filtered ? (
                <EmptyState
                  icon={SearchX}
                  title="No job applications match these filters"
                  description="Try another status, position or search, or clear the filters."
                  action={
                    <Button
                      variant="outline"
                      onClick={() => setFilters(parseApplicationFilters(new URLSearchParams()))}
                    >
                      Clear Filters
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={Briefcase}
                  title="No job applications yet"
                  description="Applications sent from the website's Apply for a Position form will appear here."
                />
              )
            ) : (
              <ApplicationTable applications={rows} />
            )}
          </section>
        )}
      </div>
    </AdminPage>
  );
}

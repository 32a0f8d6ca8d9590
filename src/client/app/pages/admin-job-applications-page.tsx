import { Briefcase } from "lucide-react";
import { useMemo } from "react";
import { QueryView } from "@/client/components/query-view";
import {
  AdminListResults,
  AdminPage,
  ApplicationFilters,
  ApplicationTable,
  adminJobApplicationsCsvUrl,
  ExportCsvButton,
  hasFilters,
  parseApplicationFilters,
  useAdminJobApplications,
  useUrlFilters,
} from "@/client/features/admin";
import { pluralize } from "@/client/lib/pluralize";
import { humanize, type JobApplicationStatus, jobApplicationStatuses } from "@/domain/enums";

/**
 * /admin/job-applications, admins only: the application pipeline of spec section 4
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
      actions={<ExportCsvButton href={adminJobApplicationsCsvUrl(filters)} />}
    >
      <div className="grid gap-6">
        <ApplicationFilters filters={filters} counts={counts} onChange={setFilters} />
        <QueryView
          query={applications}
          loading="Loading job applications..."
          error="Failed to load job applications"
        >
          {() => (
            <AdminListResults
              id="admin-applications-results"
              summary={`${pluralize(rows.length, "application")}${
                filters.status ? ` · ${humanize(filters.status)}` : ""
              }${filtered ? " match these filters" : ""}`}
              updating={applications.isFetching}
              count={rows.length}
              filtered={filtered}
              noMatch={{
                title: "No job applications match these filters",
                description: "Try another status, position or search, or clear the filters.",
                onClear: () => setFilters(parseApplicationFilters(new URLSearchParams())),
              }}
              empty={{
                icon: Briefcase,
                title: "No job applications yet",
                description:
                  "Applications sent from the website's Apply for a Position form will appear here.",
              }}
            >
              <ApplicationTable applications={rows} />
            </AdminListResults>
          )}
        </QueryView>
      </div>
    </AdminPage>
  );
}

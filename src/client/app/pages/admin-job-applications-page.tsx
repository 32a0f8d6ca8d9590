import { Briefcase } from "lucide-react";
import { LoadMore } from "@/client/components/load-more";
import { QueryView } from "@/client/components/query-view";
import {
  AdminListResults,
  AdminPage,
  ApplicationFilters,
  ApplicationTable,
  adminJobApplicationsCsvUrl,
  ExportCsvButton,
  emptyApplicationFilters,
  hasFilters,
  parseApplicationFilters,
  useAdminJobApplications,
  useApplicationStatusCounts,
  useUrlFilters,
} from "@/client/features/admin";
import { pluralize } from "@/client/lib/pluralize";
import { humanize } from "@/domain/enums";

/**
 * /admin/job-applications, admins only: the application pipeline of spec section 4
 * with a count per status, filtered by status, position and text (in the URL, applied by the
 * server). Counts cover the applications matching position and text, so the status buttons
 * show what each would list. Rows load page by page; Export CSV downloads the filtered list.
 */
export default function AdminJobApplicationsPage() {
  const [filters, setFilters] = useUrlFilters(parseApplicationFilters);
  const applications = useAdminJobApplications(filters);
  const counts = useApplicationStatusCounts(filters);
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
          query={applications.view}
          loading="Loading job applications..."
          error="Failed to load job applications"
        >
          {(rows) => (
            <AdminListResults
              id="admin-applications-results"
              summary={`${pluralize(applications.total, "application")}${
                filters.status ? ` · ${humanize(filters.status)}` : ""
              }${filtered ? " match these filters" : ""}`}
              updating={applications.isPlaceholderData}
              count={rows.length}
              filtered={filtered}
              noMatch={{
                title: "No job applications match these filters",
                description: "Try another status, position or search, or clear the filters.",
                onClear: () => setFilters(emptyApplicationFilters),
              }}
              empty={{
                icon: Briefcase,
                title: "No job applications yet",
                description:
                  "Applications sent from the website's Apply for a Position form will appear here.",
              }}
            >
              <ApplicationTable applications={rows} />
              <LoadMore list={applications} noun={{ one: "application" }} />
            </AdminListResults>
          )}
        </QueryView>
      </div>
    </AdminPage>
  );
}

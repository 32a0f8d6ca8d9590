import { SelectFilterField } from "@/client/components/filter-fields";
import { Card, CardContent } from "@/client/components/ui/card";
import { AdminPage, useUrlFilters } from "@/client/features/admin";
import { AdminJobPostings, parseAdminJobFilters } from "@/client/features/jobs";

const statusOptions = [
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
  { value: "expired", label: "Expired" },
];

/**
 * /admin/jobs, admins only (docs/decisions/0020-job-board.md): every job posting with its state
 * and how many workers are interested, Edit and Close; filtered by state. Postings are published
 * from a staffing request's page.
 */
export default function AdminJobsPage() {
  const [filters, setFilters] = useUrlFilters(parseAdminJobFilters);
  return (
    <AdminPage
      title="Job Postings"
      description="The public job board. Publish a posting from a staffing request's page; workers' interest shows here and in the request's Fill panel."
    >
      <Card className="mb-6">
        <CardContent className="grid gap-4 pt-6 md:grid-cols-2">
          <SelectFilterField
            label="Status"
            allLabel="All Statuses"
            options={statusOptions}
            value={filters.status}
            onValueChange={(status) => setFilters({ status })}
          />
        </CardContent>
      </Card>
      <AdminJobPostings
        filters={{ status: filters.status || undefined }}
        empty={{
          title: filters.status ? "No postings in this state" : "No job postings yet",
          description: filters.status
            ? "Choose another status to see other postings."
            : "Open a staffing request and press “Publish as job posting” to put it on the public job board.",
        }}
      />
    </AdminPage>
  );
}

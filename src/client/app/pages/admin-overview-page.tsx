import { Briefcase, ClipboardList, Inbox, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { QueryView } from "@/client/components/query-view";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import {
  type AdminOverview,
  AdminPage,
  ApplicationStatusBadge,
  BackupStatus,
  RecentApplications,
  RecentRequestActivity,
  StatCard,
  useAdminOverview,
} from "@/client/features/admin";
import { pluralize } from "@/client/lib/pluralize";
import { jobApplicationStatuses, staffingRequestStatuses } from "@/domain/enums";
import { paths } from "@/domain/paths";

/** Statuses of a request the agency still has to act on. */
const openStatuses = ["pending", "approved", "in_progress"] as const;

/**
 * A card listing every status with its badge and how many records have it, each a link to the
 * list filtered by that status.
 */
function StatusCounts<S extends string>({
  title,
  statuses,
  count,
  href,
  badge,
}: {
  title: string;
  statuses: readonly S[];
  count: (status: S) => number;
  href: (status: S) => string;
  badge: (status: S) => ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {statuses.map((status) => (
            <li key={status}>
              <Link
                href={href(status)}
                className="flex items-center justify-between gap-3 rounded-md px-2 py-1.5 hover:bg-accent"
              >
                {badge(status)}
                <span className="font-semibold tabular-nums">
                  {count(status).toLocaleString("en-US")}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * /admin, admins only: new requests (pending), open requests by status, new
 * applications (submitted) and newsletter subscribers, each linking to its list; requests and
 * applications by status; the latest activity; and, when scheduled backups are on, their status
 * (an alert when the last one failed).
 */
export default function AdminOverviewPage() {
  const overview = useAdminOverview();
  return (
    <AdminPage
      title="Admin Console"
      description="Requests, applications and accounts across the agency."
    >
      <QueryView query={overview} loading="Loading overview..." error="Failed to load the overview">
        {(data) => <Overview data={data} />}
      </QueryView>
    </AdminPage>
  );
}

/** The figures, the counts by status and the latest activity of a loaded overview. */
function Overview({ data }: { data: AdminOverview }) {
  const requests = (status: (typeof staffingRequestStatuses)[number]) =>
    data.requestsByStatus[status] ?? 0;
  const applications = (status: (typeof jobApplicationStatuses)[number]) =>
    data.applicationsByStatus[status] ?? 0;
  const open = openStatuses.reduce((sum, status) => sum + requests(status), 0);

  return (
    <div className="grid gap-6">
      <BackupStatus backup={data.backup} />
      <section aria-labelledby="admin-at-a-glance">
        <h2 id="admin-at-a-glance" className="sr-only">
          At a glance
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <li>
            <StatCard
              label="New requests"
              value={requests("pending")}
              hint="Pending review"
              href={paths.admin.staffingRequests.href({ status: "pending" })}
              icon={Inbox}
            />
          </li>
          <li>
            <StatCard
              label="Open requests"
              value={open}
              hint="Pending, approved or in progress"
              href={paths.admin.staffingRequests.href()}
              icon={ClipboardList}
            />
          </li>
          <li>
            <StatCard
              label="New applications"
              value={applications("submitted")}
              hint="Submitted, not yet reviewed"
              href={paths.admin.jobApplications.href({ status: "submitted" })}
              icon={Briefcase}
            />
          </li>
          <li>
            <StatCard
              label="Subscribers"
              value={data.subscribers}
              hint={`Newsletter · ${pluralize(data.users, "account")} in the portal`}
              href={paths.admin.subscribers.href()}
              icon={Mail}
            />
          </li>
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <StatusCounts
          title="Requests by status"
          statuses={staffingRequestStatuses}
          count={requests}
          href={(status) => paths.admin.staffingRequests.href({ status: status })}
          badge={(status) => <RequestStatusBadge status={status} />}
        />
        <StatusCounts
          title="Applications by status"
          statuses={jobApplicationStatuses}
          count={applications}
          href={(status) => paths.admin.jobApplications.href({ status: status })}
          badge={(status) => <ApplicationStatusBadge status={status} />}
        />
        <RecentRequestActivity events={data.recentRequestEvents} />
        <RecentApplications applications={data.recentApplications} />
      </div>
    </div>
  );
}

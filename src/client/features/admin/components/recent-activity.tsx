import { Link } from "wouter";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { formatDateTime, timeAgo } from "@/client/lib/dates";
import type { AdminRecentApplication, AdminRecentRequestEvent } from "@/domain/api/admin";
import { staffTypeLabels } from "@/domain/enums";
import { paths } from "@/domain/paths";
import { ApplicationStatusBadge } from "./application-status-badge";

/** When something happened: relative, with the exact time for hover and assistive technology. */
function When({ value }: { value: string }) {
  return (
    <time dateTime={value} title={formatDateTime(value)} className="text-xs text-muted-foreground">
      {timeAgo(value)}
    </time>
  );
}

/**
 * The overview's latest request activity: creations and status changes, newest first, each
 * linking to its request.
 */
export function RecentRequestActivity({ events }: { events: readonly AdminRecentRequestEvent[] }) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Recent request activity</CardTitle>
      </CardHeader>
      <CardContent>
        {events.length === 0 ? (
          <p className="text-sm text-muted-foreground">No staffing requests yet.</p>
        ) : (
          <ul className="divide-y">
            {events.map((event) => (
              <li
                // The API gives no event id; request, time and change identify an entry.
                key={`${event.requestId}-${event.createdAt}-${event.fromStatus}-${event.toStatus}`}
                className="flex flex-wrap items-start justify-between gap-2 py-3 first:pt-0 last:pb-0"
              >
                <div className="min-w-0 space-y-1">
                  <Link
                    href={paths.admin.staffingRequest.href(event.requestId)}
                    className="relative rounded-sm font-medium break-words hover:text-primary hover:underline"
                  >
                    {event.companyName} · {staffTypeLabels[event.staffType] ?? event.staffType}
                    <span className="sr-only"> (request #{event.requestId})</span>
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {event.fromStatus === null
                      ? `New request${event.actorName ? ` from ${event.actorName}` : " from the public form"}`
                      : `Status changed${event.actorName ? ` by ${event.actorName}` : ""}`}
                  </p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <RequestStatusBadge status={event.toStatus} />
                  <When value={event.createdAt} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The overview's latest job applications, newest first, each linking to its application. */
export function RecentApplications({
  applications,
}: {
  applications: readonly AdminRecentApplication[];
}) {
  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Latest job applications</CardTitle>
      </CardHeader>
      <CardContent>
        {applications.length === 0 ? (
          <p className="text-sm text-muted-foreground">No job applications yet.</p>
        ) : (
          <ul className="divide-y">
            {applications.map((application) => (
              <li
                key={application.id}
                className="flex flex-wrap items-start justify-between gap-2 py-3 first:pt-0 last:pb-0"
              >
                <div className="min-w-0 space-y-1">
                  <Link
                    href={paths.admin.jobApplication.href(application.id)}
                    className="relative rounded-sm font-medium break-words hover:text-primary hover:underline"
                  >
                    {application.fullName}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {staffTypeLabels[application.position] ?? application.position}
                  </p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <ApplicationStatusBadge status={application.status} />
                  <When value={application.createdAt} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

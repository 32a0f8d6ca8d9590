import { HousePlus, Plus, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { AssignmentStatusBadge } from "@/client/components/assignment-status-badge";
import { EmergencyCountdown } from "@/client/components/emergency-countdown";
import { fillStateText } from "@/client/components/fill-state";
import { PortalPage } from "@/client/components/portal-page";
import type { QueryViewQuery } from "@/client/components/query-view";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { Button } from "@/client/components/ui/button";
import { PageSpinner } from "@/client/components/ui/spinner";
import {
  assignmentDates,
  assignmentRole,
  byDeadline,
  bySoonest,
  useAssignmentsPreview,
} from "@/client/features/assignments";
import { useAuth } from "@/client/features/auth";
import {
  PreviewCard,
  type PreviewList,
  ProfileCard,
  type QuickAction,
  QuickActions,
  useDashboard,
} from "@/client/features/dashboard";
import { ProfileCompletenessLink } from "@/client/features/profile";
import { formatPropertyAddress } from "@/client/features/properties";
import { requestPropertyLabel, StaffingRequestLink } from "@/client/features/staffing-requests";
import { errorMessage } from "@/client/lib/api";
import { formatDateTime, formatDay, timeAgo } from "@/client/lib/dates";
import { pluralize } from "@/client/lib/pluralize";
import type { Assignment } from "@/domain/api/assignment";
import type { DashboardSummary } from "@/domain/api/dashboard";
import { DASHBOARD_PREVIEW_COUNT } from "@/domain/constants";
import { paths } from "@/domain/paths";
import { portalScreens as screen } from "../portal-screens";

// The spec's Quick Actions (section 2, "Dashboard"), the screens a later wave builds included:
// unlike the navigation, they are shown before their screen exists.
const managerActions: readonly QuickAction[] = [
  {
    label: "Add Property",
    href: paths.properties.new.href(),
    icon: HousePlus,
    description: "Register a community you manage.",
  },
  {
    label: "New Staffing Request",
    href: paths.staffingRequests.new.href(),
    icon: Plus,
    description: "Tell us who you need and when.",
  },
  { label: "View Reports", ...screen.reports, description: "Placements, hours and spend." },
  {
    label: "Staff Directory",
    ...screen.staffDirectory,
    description: "People placed at your properties.",
  },
];

const staffActions: readonly QuickAction[] = [
  {
    label: "Available Jobs",
    ...screen.jobOpportunities,
    description: "Open positions near you.",
  },
  { label: "Timesheet", ...screen.timesheet, description: "Log and review your hours." },
  { label: "My Documents", ...screen.documents, description: "Certifications and paperwork." },
  {
    label: "Update Profile",
    ...screen.profile,
    description: "Skills, availability and contact details.",
  },
];

/** Admins: the spec gives no admin dashboard, so they get the screens that exist. */
const adminActions: readonly QuickAction[] = [
  {
    label: "Admin Console",
    href: paths.admin.overview.href(),
    icon: ShieldCheck,
    description: "Requests, applications, users and exports.",
  },
  {
    label: "Staffing Requests",
    ...screen.staffingRequests,
    description: "Review and update every request.",
  },
  { label: "Notifications", ...screen.notifications, description: "Recent account activity." },
];

/**
 * How many of a worker's confirmed and of their active assignments are read to find the
 * soonest: the server orders by creation time, not by start day, so the dashboard reads a full
 * page and sorts it (a worker holds far fewer at once).
 */
const WORK_READ_LIMIT = 50;

/**
 * A staff member's Upcoming Assignments: open offers first (the first 3 to expire; an offer
 * expires a fixed time after it is made, so the oldest first), then work in progress and
 * confirmed work, soonest first; and how many there are in all (three reads, one per status).
 * Loading while any read loads, an error when any failed, so the empty text shows only when
 * there really is nothing.
 * @param enabled false (not staff) reads nothing.
 */
function useUpcomingAssignments(enabled: boolean): QueryViewQuery<PreviewList<Assignment>> {
  const offered = useAssignmentsPreview("offered", DASHBOARD_PREVIEW_COUNT, { enabled });
  const active = useAssignmentsPreview("active", WORK_READ_LIMIT, { enabled });
  const confirmed = useAssignmentsPreview("confirmed", WORK_READ_LIMIT, { enabled });
  const reads = [offered, active, confirmed];
  const failed = reads.find((read) => read.isError);
  const offers: Assignment[] = [...(offered.data?.items ?? [])].sort(byDeadline);
  const work: Assignment[] = [...(active.data?.items ?? []), ...(confirmed.data?.items ?? [])].sort(
    bySoonest,
  );
  return {
    data: {
      items: [...offers, ...work],
      total: reads.reduce(
        (sum, read) => sum + (read.data?.total ?? read.data?.items.length ?? 0),
        0,
      ),
    },
    error: failed?.error ?? null,
    isError: failed !== undefined,
    isLoading: reads.some((read) => read.isLoading),
    isFetching: reads.some((read) => read.isFetching),
    refetch: () => Promise.all(reads.map((read) => read.refetch())),
  };
}

/** The dashboard summary's query narrowed to one card's list: the cards share its states. */
function summaryPart<L>(
  summary: QueryViewQuery<DashboardSummary>,
  part: (data: DashboardSummary) => L,
): QueryViewQuery<L> {
  const { data, error, isError, isLoading, isFetching, refetch } = summary;
  return { data: data && part(data), error, isError, isLoading, isFetching, refetch };
}

/**
 * /dashboard, any signed-in user (spec section 2, "Dashboard"). Property managers see their
 * Properties and Staffing Requests; staff see Upcoming Assignments (their open offers with
 * "Answer offer", then their next confirmed work); everyone sees Notifications, My Profile and
 * quick actions for their role. The summary comes from one read, GET /api/portal/dashboard
 * (counts and the newest 3 of each list; properties and requests only for property managers),
 * never the whole lists; Upcoming Assignments from GET /api/portal/assignments
 * ({@link useUpcomingAssignments}). Each card keeps its own loading and error texts.
 */
export default function DashboardPage() {
  const { user } = useAuth();
  const isManager = user?.role === "property_manager";
  const dashboard = useDashboard();
  const upcoming = useUpcomingAssignments(user?.role === "staff");

  if (!user) return <PageSpinner />;
  const isStaff = user.role === "staff";
  const actions = isManager ? managerActions : isStaff ? staffActions : adminActions;

  return (
    <PortalPage
      title="Dashboard"
      description={`Welcome back, ${user.fullName}. Here is what is happening with your account.`}
    >
      {/* Explicit columns (minmax(0, 1fr)): an implicit grid track grows to its content's
          min-content width, and a truncated line (white-space: nowrap) would push the cards
          and the page past a phone's screen. */}
      <div className="grid grid-cols-1 gap-6">
        {isStaff ? <ProfileCompletenessLink /> : null}
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          {isManager ? (
            <>
              <PreviewCard
                title="Properties"
                icon={screen.properties.icon}
                query={summaryPart(dashboard, (summary) => summary.properties)}
                error="Error loading properties. Please try again."
                getKey={(property) => property.id}
                viewAllHref={screen.properties.href}
                emptyText={
                  <div className="space-y-3">
                    <p>You have not added any properties yet.</p>
                    <Button asChild size="sm">
                      <Link href={paths.properties.new.href()}>Add Property</Link>
                    </Button>
                  </div>
                }
                renderItem={(property) => (
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium">
                        <Link
                          href={paths.properties.detail.href(property.id)}
                          className="rounded-sm hover:text-primary hover:underline"
                        >
                          {property.name}
                        </Link>
                      </p>
                      <p className="truncate text-sm text-muted-foreground">
                        {formatPropertyAddress(property)}
                      </p>
                    </div>
                    <span className="shrink-0 text-sm text-muted-foreground">
                      {pluralize(property.units, "unit")}
                    </span>
                  </div>
                )}
              />
              <PreviewCard
                title="Staffing Requests"
                icon={screen.staffingRequests.icon}
                query={summaryPart(dashboard, (summary) => summary.staffingRequests)}
                error={errorMessage(dashboard.error, "Failed to load staffing requests")}
                getKey={(request) => request.id}
                viewAllHref={screen.staffingRequests.href}
                emptyText={
                  <div className="space-y-3">
                    <p>No staffing requests yet.</p>
                    <Button asChild size="sm">
                      <Link href={paths.staffingRequests.new.href()}>New Staffing Request</Link>
                    </Button>
                  </div>
                }
                renderItem={(request) => (
                  <div className="flex items-start justify-between gap-3">
                    <div className="min-w-0">
                      <p className="truncate font-medium">
                        <StaffingRequestLink
                          request={request}
                          className="rounded-sm hover:text-primary hover:underline"
                        />
                      </p>
                      <p className="truncate text-sm text-muted-foreground">
                        {requestPropertyLabel(request) ?? request.companyName} · Start{" "}
                        {formatDay(request.startDate)}
                      </p>
                      <p className="text-xs text-muted-foreground">
                        Submitted{" "}
                        <time dateTime={request.createdAt}>{timeAgo(request.createdAt)}</time> ·{" "}
                        {fillStateText(request.filled, request.headcount)}
                      </p>
                      {request.emergency ? (
                        <EmergencyCountdown
                          emergency={request.emergency}
                          compact
                          className="mt-1"
                        />
                      ) : null}
                    </div>
                    <RequestStatusBadge status={request.status} look="dashboard" />
                  </div>
                )}
              />
            </>
          ) : isStaff ? (
            <PreviewCard
              title="Upcoming Assignments"
              icon={screen.assignments.icon}
              query={upcoming}
              error="Error loading your assignments. Please try again."
              getKey={(assignment) => assignment.id}
              viewAllHref={screen.assignments.href}
              emptyText="No upcoming assignments. When we place you at a property, your shifts will appear here."
              renderItem={(assignment) => (
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">
                      {assignmentRole(assignment)} at {assignment.property.name}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">
                      {assignment.property.city} · {assignmentDates(assignment)}
                    </p>
                    {assignment.status === "offered" ? (
                      <p className="text-xs text-muted-foreground">
                        {assignment.expiresAt ? (
                          <>
                            Answer by{" "}
                            <time dateTime={assignment.expiresAt}>
                              {formatDateTime(assignment.expiresAt)}
                            </time>{" "}
                            ({timeAgo(assignment.expiresAt)}) ·{" "}
                          </>
                        ) : null}
                        <Link
                          href={paths.assignments.href()}
                          className="rounded-sm font-medium text-primary hover:underline"
                        >
                          Answer offer
                          <span className="sr-only">
                            {" "}
                            for {assignmentRole(assignment)} at {assignment.property.name}
                          </span>
                        </Link>
                      </p>
                    ) : null}
                  </div>
                  <AssignmentStatusBadge status={assignment.status} />
                </div>
              )}
            />
          ) : null}
          <PreviewCard
            title="Notifications"
            icon={screen.notifications.icon}
            query={summaryPart(dashboard, (summary) => summary.notifications)}
            error={errorMessage(dashboard.error, "Error loading notifications")}
            getKey={(notification) => notification.id}
            viewAllHref={screen.notifications.href}
            emptyText="No notifications yet."
            renderItem={(notification) => (
              <div className="flex items-start gap-2">
                {!notification.isRead ? (
                  <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
                    <span className="sr-only">Unread: </span>
                  </span>
                ) : null}
                <div className="min-w-0">
                  <p className="truncate font-medium">{notification.title}</p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={notification.createdAt}>{timeAgo(notification.createdAt)}</time>
                  </p>
                </div>
              </div>
            )}
          />
          <ProfileCard user={user} />
        </div>
        <QuickActions actions={actions} />
      </div>
    </PortalPage>
  );
}

import { PortalPage } from "@/client/components/portal-page";
import { PageSpinner } from "@/client/components/ui/spinner";
import {
  AssignmentList,
  EmergencyCalloutsCard,
  WorkerAssignments,
} from "@/client/features/assignments";
import { useAuth } from "@/client/features/auth";

/**
 * /assignments, any signed-in user (docs/decisions/0017-placements.md). Staff answer their
 * offers and follow their work in three sections (Offers, Upcoming and current, Past);
 * property managers see the assignments at their properties and admins every one, as one
 * list filtered by status, with the worker's name.
 */
export default function AssignmentsPage() {
  const { user } = useAuth();
  if (!user) {
    return (
      <PortalPage title="Assignments">
        <PageSpinner />
      </PortalPage>
    );
  }
  return user.role === "staff" ? (
    <PortalPage
      title="My Assignments"
      description="Answer the agency's offers and see where and when you work."
    >
      <div className="space-y-8">
        <EmergencyCalloutsCard />
        <WorkerAssignments />
      </div>
    </PortalPage>
  ) : (
    <PortalPage
      title="Assignments"
      description={
        user.role === "admin"
          ? "Every offer and placement, across all properties."
          : "Who the agency has offered and placed at your properties."
      }
    >
      <AssignmentList scope={user.role === "admin" ? "admin" : "manager"} />
    </PortalPage>
  );
}

import { ClipboardList, Plus, SearchX, TriangleExclamationPoint } from "lucide-react";
import { type ReactNode, useMemo, useState } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/client/components/empty-state";
import { PortalPage } from "@/client/components/portal-page";
import { Button } from "@/client/components/ui/button";
import { PageSpinner } from "@/client/components/ui/spinner";
import { useAuth } from "@/client/features/auth";
import { useProperties } from "@/client/features/properties";
import {
  defaultRequestFilters,
  filterStaffingRequests,
  hasActiveFilters,
  type RequestFilters,
  StaffingRequestCard,
  StaffingRequestFilters,
  UpdateStatusDialog,
  useStaffingRequests,
} from "@/client/features/staffing-requests";
import { errorMessage } from "@/client/lib/api";
import type { StaffingRequest } from "@/domain/api-types";

/**
 * /staffing-requests, any signed-in user (spec section 2, "Staffing requests list"): filters,
 * a 1/2/3-column grid of request cards, loading / error / empty / no-match states and the
 * Update Status dialog. The property filter is offered to property managers only.
 */
export default function StaffingRequestsPage() {
  const { user } = useAuth();
  const isManager = user?.role === "property_manager";
  const [filters, setFilters] = useState<RequestFilters>(defaultRequestFilters);
  const [toUpdate, setToUpdate] = useState<StaffingRequest | null>(null);
  const requests = useStaffingRequests();
  const properties = useProperties({ enabled: isManager });

  const visible = useMemo(
    () => filterStaffingRequests(requests.data ?? [], filters),
    [requests.data, filters],
  );

  const newRequestButton = (
    <Button asChild>
      <Link href="/staffing-requests/new">
        <Plus aria-hidden="true" />
        New Request
      </Link>
    </Button>
  );

  let body: ReactNode;
  if (requests.isLoading) {
    body = <PageSpinner label="Loading staffing requests..." />;
  } else if (requests.isError) {
    body = (
      <EmptyState
        tone="error"
        icon={TriangleExclamationPoint}
        title="Failed to load staffing requests"
        description={errorMessage(requests.error, "Please try again later")}
        action={
          <Button
            variant="outline"
            onClick={() => requests.refetch()}
            disabled={requests.isFetching}
          >
            {requests.isFetching ? "Trying again..." : "Try Again"}
          </Button>
        }
      />
    );
  } else if ((requests.data ?? []).length === 0) {
    body = (
      <EmptyState
        icon={ClipboardList}
        title="No staffing requests yet"
        description="Tell us who you need and when. We respond within 24 hours."
        action={
          <Button asChild>
            <Link href="/staffing-requests/new">
              <Plus aria-hidden="true" />
              Create Your First Request
            </Link>
          </Button>
        }
      />
    );
  } else if (visible.length === 0) {
    body = (
      <EmptyState
        icon={SearchX}
        title="No matching requests"
        description="No staffing requests match these filters."
        action={
          <Button variant="outline" onClick={() => setFilters(defaultRequestFilters)}>
            Clear Filters
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
          Showing {visible.length} of {requests.data?.length ?? 0} requests
          {hasActiveFilters(filters) ? " (filtered)" : ""}
        </p>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((request) => (
            <li key={request.id}>
              <StaffingRequestCard request={request} onUpdateStatus={setToUpdate} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <PortalPage
      title="Staffing Requests"
      description="Track every request you have made and its status."
      actions={newRequestButton}
    >
      <div className="mb-6">
        <StaffingRequestFilters
          filters={filters}
          onChange={setFilters}
          properties={isManager ? (properties.data ?? []) : undefined}
        />
      </div>
      {body}
      {user ? (
        <UpdateStatusDialog
          request={toUpdate}
          actor={{ id: user.id, role: user.role }}
          onClose={() => setToUpdate(null)}
        />
      ) : null}
    </PortalPage>
  );
}

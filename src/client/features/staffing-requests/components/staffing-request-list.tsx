import { ClipboardList, Plus, SearchX } from "lucide-react";
import { useCallback, useDeferredValue, useMemo, useState } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/client/components/empty-state";
import { QueryView } from "@/client/components/query-view";
import { Button } from "@/client/components/ui/button";
import type { StaffingRequest } from "@/domain/api/staffing-request";
import type { Role } from "@/domain/enums";
import { useStaffingRequests } from "../api/get-staffing-requests";
import {
  defaultRequestFilters,
  filterStaffingRequests,
  hasActiveFilters,
  type RequestFilters,
} from "../utils/filter-requests";
import { StaffingRequestCard } from "./staffing-request-card";
import { StaffingRequestFilters } from "./staffing-request-filters";
import { UpdateStatusDialog } from "./update-status-dialog";

/** How many cards the grid shows at first and adds with each "Show more". */
export const REQUESTS_PAGE_SIZE = 60;

export interface StaffingRequestListProps {
  /** The signed-in user: the status dialog offers what this user may set. */
  actor: { id: number; role: Role };
  /**
   * The property manager's properties, for the Property filter; omit for other roles (no
   * property filter), or when `propertyId` fixes the property.
   */
  properties?: ReadonlyArray<{ id: number; name: string }>;
  /** Shows only this property's requests (the /properties/{id}/staffing-requests screen). */
  propertyId?: number;
  /** Where "create" actions of the empty state go. */
  newRequestHref: string;
}

/** 1000 -> "1,000". */
const formatCount = (count: number) => count.toLocaleString("en-US");

/**
 * The staffing requests list (spec section 2, "Staffing requests list"): the filter card
 * (status, property, search, createdAt sort, newest first by default), a grid of 1, 2 or 3
 * columns by width, the loading, error (with Try Again), empty and no-match (Clear Filters)
 * states, and the Update Status dialog.
 *
 * With many requests, filtering and sorting stay instant: they run on a deferred copy of the
 * filters (typing never waits for the grid), and the grid renders the first
 * {@link REQUESTS_PAGE_SIZE} matches, with "Show more" for the next ones.
 */
export function StaffingRequestList({
  actor,
  properties,
  propertyId,
  newRequestHref,
}: StaffingRequestListProps) {
  const [filters, setFilters] = useState<RequestFilters>(defaultRequestFilters);
  const [toUpdate, setToUpdate] = useState<StaffingRequest | null>(null);
  const [limit, setLimit] = useState(REQUESTS_PAGE_SIZE);
  const requests = useStaffingRequests();
  const deferredFilters = useDeferredValue(filters);

  const scoped = useMemo(
    () =>
      propertyId === undefined
        ? (requests.data ?? [])
        : (requests.data ?? []).filter((request) => request.propertyId === propertyId),
    [requests.data, propertyId],
  );
  const visible = useMemo(
    () => filterStaffingRequests(scoped, deferredFilters),
    [scoped, deferredFilters],
  );
  const closeDialog = useCallback(() => setToUpdate(null), []);
  const changeFilters = (next: RequestFilters) => {
    setFilters(next);
    setLimit(REQUESTS_PAGE_SIZE);
  };
  const shown = visible.slice(0, limit);
  const filtered = hasActiveFilters(deferredFilters);

  const empty = (
    <EmptyState
      icon={ClipboardList}
      title="No staffing requests yet"
      description={
        propertyId === undefined
          ? "Tell us who you need and when. We respond within 24 hours."
          : "No staffing requests have been made for this property yet."
      }
      action={
        <Button asChild>
          <Link href={newRequestHref}>
            <Plus aria-hidden="true" />
            Create Your First Request
          </Link>
        </Button>
      }
    />
  );

  return (
    <>
      <div className="mb-6">
        <StaffingRequestFilters
          filters={filters}
          onChange={changeFilters}
          properties={propertyId === undefined ? properties : undefined}
        />
      </div>
      <QueryView
        query={requests}
        loading="Loading staffing requests..."
        error="Failed to load staffing requests"
        empty={empty}
        isEmpty={() => scoped.length === 0}
      >
        {() =>
          visible.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title="No matching requests"
              description="No staffing requests match these filters."
              action={
                <Button variant="outline" onClick={() => changeFilters(defaultRequestFilters)}>
                  Clear Filters
                </Button>
              }
            />
          ) : (
            <>
              <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
                {filtered
                  ? `Showing ${formatCount(shown.length)} of ${formatCount(visible.length)} matching requests (${formatCount(scoped.length)} in total)`
                  : `Showing ${formatCount(shown.length)} of ${formatCount(scoped.length)} requests`}
              </p>
              <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
                {shown.map((request) => (
                  <li key={request.id}>
                    <StaffingRequestCard request={request} onUpdateStatus={setToUpdate} />
                  </li>
                ))}
              </ul>
              {visible.length > shown.length ? (
                <div className="mt-8 flex justify-center">
                  <Button variant="outline" onClick={() => setLimit(limit + REQUESTS_PAGE_SIZE)}>
                    Show more ({formatCount(visible.length - shown.length)} remaining)
                  </Button>
                </div>
              ) : null}
            </>
          )
        }
      </QueryView>
      <UpdateStatusDialog request={toUpdate} actor={actor} onClose={closeDialog} />
    </>
  );
}

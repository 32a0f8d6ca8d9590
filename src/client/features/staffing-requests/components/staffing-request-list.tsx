import { ClipboardList, Plus, SearchX } from "lucide-react";
import { type RefObject, useCallback, useState } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/client/components/empty-state";
import { ListTotal } from "@/client/components/list-total";
import { LoadMore } from "@/client/components/load-more";
import { QueryView } from "@/client/components/query-view";
import { Button } from "@/client/components/ui/button";
import { useGridColumns, useWindowRows, VIRTUALIZE_FROM } from "@/client/components/window-rows";
import { useUrlFilters } from "@/client/hooks/use-url-filters";
import type { StaffingRequest } from "@/domain/api/staffing-request";
import type { Role } from "@/domain/enums";
import { useStaffingRequestsList } from "../api/get-staffing-requests";
import {
  emptyRequestListFilters,
  hasActiveFilters,
  parseRequestListFilters,
} from "../utils/request-filters";
import { StaffingRequestCard } from "./staffing-request-card";
import { StaffingRequestFilters } from "./staffing-request-filters";
import { UpdateStatusDialog } from "./update-status-dialog";

export interface StaffingRequestListProps {
  /** The signed-in user: the status dialog offers what this user may set. */
  actor: { id: number; role: Role };
  /**
   * Every property of the manager, for the Property filter; omit for other roles (no
   * property filter), or when `propertyId` fixes the property.
   */
  properties?: ReadonlyArray<{ id: number; name: string }>;
  /** Shows only this property's requests (the /properties/{id}/staffing-requests screen). */
  propertyId?: number;
  /** Where "create" actions of the empty state go. */
  newRequestHref: string;
}

/** A card's height before it is measured (px), and the grid's gap (Tailwind gap-6). */
const CARD_ESTIMATE = 300;
const GRID_GAP = 24;

/**
 * The grid of loaded requests: 1, 2 or 3 columns by width; from a few hundred cards on, only
 * the rows of cards near the viewport are in the DOM (the others are padding), each card
 * keeping its list item with its position in the whole list.
 */
function RequestGrid({
  requests,
  total,
  onUpdateStatus,
}: {
  requests: StaffingRequest[];
  total: number;
  onUpdateStatus: (request: StaffingRequest) => void;
}) {
  const columns = useGridColumns();
  const rowCount = Math.ceil(requests.length / columns);
  const { listRef, rows, measure, before, after, virtual } = useWindowRows(rowCount, {
    estimate: CARD_ESTIMATE,
    gap: GRID_GAP,
    enabled: requests.length >= VIRTUALIZE_FROM,
  });

  return (
    <ul
      ref={listRef as RefObject<HTMLUListElement>}
      className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
      style={virtual ? { paddingTop: before, paddingBottom: after } : undefined}
    >
      {rows.flatMap((row) =>
        requests.slice(row.index * columns, row.index * columns + columns).map((request, i) => {
          const position = row.index * columns + i;
          return (
            <li
              key={request.id}
              ref={virtual && i === 0 ? measure : undefined}
              data-index={row.index}
              aria-setsize={total}
              aria-posinset={position + 1}
            >
              <StaffingRequestCard request={request} onUpdateStatus={onUpdateStatus} />
            </li>
          );
        }),
      )}
    </ul>
  );
}

/**
 * The staffing requests list (spec section 2, "Staffing requests list"): the filter card
 * (status, property, staff type, search, created from/to, createdAt sort), kept in the URL and
 * applied by the server; the total; a grid of 1, 2 or 3 columns by width, loaded page by page
 * (Load more, or scrolling near the end); the loading, error (Try Again), empty and no-match
 * (Clear Filters) states; and the Update Status dialog.
 */
export function StaffingRequestList({
  actor,
  properties,
  propertyId,
  newRequestHref,
}: StaffingRequestListProps) {
  const [filters, setFilters] = useUrlFilters(parseRequestListFilters);
  const [toUpdate, setToUpdate] = useState<StaffingRequest | null>(null);
  const list = useStaffingRequestsList(filters, { propertyId });
  const closeDialog = useCallback(() => setToUpdate(null), []);
  const filtered = hasActiveFilters(
    propertyId === undefined ? filters : { ...filters, propertyId: "" },
  );

  const empty = filtered ? (
    <EmptyState
      icon={SearchX}
      title="No matching requests"
      description="No staffing requests match these filters."
      action={
        <Button variant="outline" onClick={() => setFilters(emptyRequestListFilters)}>
          Clear Filters
        </Button>
      }
    />
  ) : (
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
          onChange={setFilters}
          properties={propertyId === undefined ? properties : undefined}
        />
      </div>
      <QueryView
        query={list.view}
        loading="Loading staffing requests..."
        error="Failed to load staffing requests"
        empty={empty}
      >
        {(requests) => (
          <section aria-labelledby="requests-total">
            <ListTotal
              id="requests-total"
              total={list.total}
              noun="request"
              filtered={filtered}
              updating={list.isPlaceholderData}
            />
            <RequestGrid requests={requests} total={list.total} onUpdateStatus={setToUpdate} />
            <LoadMore list={list} noun={{ one: "request" }} />
          </section>
        )}
      </QueryView>
      <UpdateStatusDialog request={toUpdate} actor={actor} onClose={closeDialog} />
    </>
  );
}

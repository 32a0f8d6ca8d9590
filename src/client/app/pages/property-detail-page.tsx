import { ClipboardList, Pencil, Trash, UserRound } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { BackLink } from "@/client/components/back-link";
import { PortalPage } from "@/client/components/portal-page";
import { QueryView } from "@/client/components/query-view";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/client/components/ui/description-list";
import {
  DeletePropertyDialog,
  formatPropertyAddress,
  propertyNotFound,
  useProperty,
} from "@/client/features/properties";
import {
  StaffingRequestLink,
  usePropertyRequestsPreview,
} from "@/client/features/staffing-requests";
import { formatDay } from "@/client/lib/dates";
import { pluralize } from "@/client/lib/pluralize";
import { parseRouteId } from "@/client/lib/route-id";
import type { Property } from "@/domain/api/property";
import { paths } from "@/domain/paths";
import type { PageProps } from "../routes";

/** How many of the property's requests the details screen lists before "View all". */
const REQUESTS_SHOWN = 5;

/** The property's staffing requests, newest first, with their status and a link to each. */
function PropertyRequests({ property }: { property: Property }) {
  const requests = usePropertyRequestsPreview(property.id, REQUESTS_SHOWN);
  const listHref = paths.properties.staffingRequests.href(property.id);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3 pb-4">
        <CardTitle>Staffing Requests</CardTitle>
        <Link
          href={listHref}
          className="shrink-0 rounded-sm text-sm font-medium text-primary hover:underline"
        >
          View all<span className="sr-only"> staffing requests for {property.name}</span>
        </Link>
      </CardHeader>
      <CardContent className="grid gap-3">
        <QueryView
          query={requests}
          inline
          loading="Loading staffing requests..."
          error="Failed to load staffing requests"
          empty={
            <div className="space-y-3 text-sm text-muted-foreground">
              <p>No staffing requests have been made for this property yet.</p>
              <Button asChild size="sm">
                <Link href={paths.properties.newStaffingRequest.href(property.id)}>
                  Request Staff
                </Link>
              </Button>
            </div>
          }
          isEmpty={(page) => page.items.length === 0}
        >
          {({ items, total }) => (
            <>
              <ul className="divide-y rounded-lg border">
                {items.map((request) => (
                  <li key={request.id} className="flex items-start justify-between gap-3 p-3">
                    <div className="min-w-0">
                      <StaffingRequestLink
                        request={request}
                        className="rounded-sm font-medium text-primary hover:underline"
                      />
                      <p className="text-sm text-muted-foreground">
                        Request #{request.id} · Start {formatDay(request.startDate)} · End{" "}
                        {formatDay(request.endDate)}
                      </p>
                    </div>
                    <RequestStatusBadge status={request.status} />
                  </li>
                ))}
              </ul>
              {(total ?? 0) > items.length ? (
                <p className="text-sm text-muted-foreground">+{(total ?? 0) - items.length} more</p>
              ) : null}
            </>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}

/**
 * /properties/{id}, property managers only (linked from the properties list): the
 * property's details, its staffing requests with their status, and its actions (Edit Property,
 * Request Staff, Delete Property). Someone else's id answers 404 and shows "Property not found".
 */
export default function PropertyDetailPage({ params }: PageProps) {
  const id = parseRouteId(params.id);
  const property = useProperty(id);
  const [, navigate] = useLocation();
  const [toDelete, setToDelete] = useState<Property | null>(null);
  const [deleted, setDeleted] = useState(false);

  const back = <BackLink href={paths.properties.list.href()}>Back to Properties</BackLink>;

  return (
    <QueryView
      query={property}
      routeId={id}
      notFound={propertyNotFound}
      loading="Loading property..."
      // After a delete, the spinner stays until the properties list has replaced this screen.
      pending={deleted}
      error="Error loading property"
      frame={(state) => (
        <PortalPage title="Property Details" before={back}>
          {state}
        </PortalPage>
      )}
    >
      {(data) => (
        <PortalPage
          title={data.name}
          description={formatPropertyAddress(data)}
          before={back}
          actions={
            <>
              <Button asChild variant="outline">
                <Link href={paths.properties.edit.href(data.id)}>
                  <Pencil aria-hidden="true" />
                  Edit Property
                </Link>
              </Button>
              <Button asChild>
                <Link href={paths.properties.newStaffingRequest.href(data.id)}>
                  <UserRound aria-hidden="true" />
                  Request Staff
                </Link>
              </Button>
              <Button variant="destructive" onClick={() => setToDelete(data)}>
                <Trash aria-hidden="true" />
                Delete Property
              </Button>
            </>
          }
        >
          <div className="grid gap-6 lg:grid-cols-5">
            <Card className="lg:col-span-2">
              <CardHeader className="pb-4">
                <CardTitle>Property Details</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4">
                <DescriptionList>
                  <DescriptionItem label="Address">{formatPropertyAddress(data)}</DescriptionItem>
                  <DescriptionItem label="Units">{pluralize(data.units, "unit")}</DescriptionItem>
                  <DescriptionItem label="Status">
                    <Badge className="border-transparent bg-green-100 text-green-800">Active</Badge>
                  </DescriptionItem>
                  <DescriptionItem label="Added">{formatDay(data.createdAt)}</DescriptionItem>
                  <DescriptionItem label="Last updated">
                    {formatDay(data.updatedAt)}
                  </DescriptionItem>
                </DescriptionList>
                <div className="text-sm">
                  <h3 className="text-muted-foreground">Description</h3>
                  <p className="mt-1 whitespace-pre-line">
                    {data.description || "No description yet."}
                  </p>
                </div>
                <Button asChild variant="outline" size="sm" className="w-fit">
                  <Link href={paths.properties.staffingRequests.href(data.id)}>
                    <ClipboardList aria-hidden="true" />
                    View Staffing Requests
                  </Link>
                </Button>
              </CardContent>
            </Card>
            <div className="lg:col-span-3">
              <PropertyRequests property={data} />
            </div>
          </div>
          <DeletePropertyDialog
            property={toDelete}
            onClose={() => setToDelete(null)}
            onDeleted={() => {
              setDeleted(true);
              navigate(paths.properties.list.href(), { replace: true });
            }}
          />
        </PortalPage>
      )}
    </QueryView>
  );
}

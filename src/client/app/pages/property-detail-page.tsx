import { ClipboardList, Pencil, Trash, UserRound } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useLocation } from "wouter";
import { BackLink } from "@/client/components/back-link";
import { PortalPage } from "@/client/components/portal-page";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { PageSpinner, Spinner } from "@/client/components/ui/spinner";
import {
  DeletePropertyDialog,
  formatPropertyAddress,
  useProperty,
} from "@/client/features/properties";
import { useStaffingRequests } from "@/client/features/staffing-requests";
import { errorMessage } from "@/client/lib/api";
import { formatDay } from "@/client/lib/dates";
import { pluralize } from "@/client/lib/utils";
import type { Property } from "@/domain/api/property";
import { staffTypeLabels } from "@/domain/enums";
import type { PageProps } from "../routes";
import { isNotFoundError, LoadErrorState, NotFoundState, parseRouteId } from "./page-states";

/** How many of the property's requests the details screen lists before "View all". */
const REQUESTS_SHOWN = 5;

/** The property's staffing requests, newest first, with their status and a link to each. */
function PropertyRequests({ property }: { property: Property }) {
  const requests = useStaffingRequests();
  const mine = (requests.data ?? []).filter((request) => request.propertyId === property.id);
  const shown = mine.slice(0, REQUESTS_SHOWN);
  const listHref = `/properties/${property.id}/staffing-requests`;

  let body: ReactNode;
  if (requests.isLoading) {
    body = <Spinner label="Loading staffing requests..." />;
  } else if (requests.isError) {
    body = (
      <div role="alert" className="space-y-3 text-sm">
        <p className="font-medium text-destructive">Failed to load staffing requests</p>
        <p className="text-muted-foreground">
          {errorMessage(requests.error, "Please try again later")}
        </p>
        <Button size="sm" variant="outline" onClick={() => requests.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else if (mine.length === 0) {
    body = (
      <div className="space-y-3 text-sm text-muted-foreground">
        <p>No staffing requests have been made for this property yet.</p>
        <Button asChild size="sm">
          <Link href={`/properties/${property.id}/staffing-requests/new`}>Request Staff</Link>
        </Button>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="divide-y rounded-lg border">
          {shown.map((request) => (
            <li key={request.id} className="flex items-start justify-between gap-3 p-3">
              <div className="min-w-0">
                <Link
                  href={`/staffing-requests/${request.id}`}
                  className="rounded-sm font-medium text-primary hover:underline"
                >
                  {staffTypeLabels[request.staffType] ?? request.staffType}
                  <span className="sr-only"> (request #{request.id})</span>
                </Link>
                <p className="text-sm text-muted-foreground">
                  Request #{request.id} · Start {formatDay(request.startDate)} · End{" "}
                  {formatDay(request.endDate)}
                </p>
              </div>
              <RequestStatusBadge status={request.status} />
            </li>
          ))}
        </ul>
        {mine.length > shown.length ? (
          <p className="text-sm text-muted-foreground">+{mine.length - shown.length} more</p>
        ) : null}
      </>
    );
  }

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
      <CardContent className="grid gap-3">{body}</CardContent>
    </Card>
  );
}

/**
 * /properties/{id}, property managers only (linked from the properties list; issue 3): the
 * property's details, its staffing requests with their status, and its actions (Edit Property,
 * Request Staff, Delete Property). Someone else's id answers 404 and shows "Property not found".
 */
export default function PropertyDetailPage({ params }: PageProps) {
  const id = parseRouteId(params.id);
  const property = useProperty(id);
  const [, navigate] = useLocation();
  const [toDelete, setToDelete] = useState<Property | null>(null);
  const [deleted, setDeleted] = useState(false);

  const back = <BackLink href="/properties">Back to Properties</BackLink>;
  const notFound = (
    <NotFoundState
      title="Property not found"
      description="This property does not exist or is not one of yours."
      backHref="/properties"
      backLabel="Back to Properties"
    />
  );

  if (id === null || (property.isError && isNotFoundError(property.error))) {
    return (
      <PortalPage title="Property Details" before={back}>
        {notFound}
      </PortalPage>
    );
  }
  if (property.isLoading || deleted) {
    return (
      <PortalPage title="Property Details" before={back}>
        <PageSpinner label="Loading property..." />
      </PortalPage>
    );
  }
  if (property.isError || !property.data) {
    return (
      <PortalPage title="Property Details" before={back}>
        <LoadErrorState
          title="Error loading property"
          error={property.error}
          onRetry={() => property.refetch()}
          isRetrying={property.isFetching}
        />
      </PortalPage>
    );
  }

  const data = property.data;
  const rows: Array<{ label: string; value: ReactNode }> = [
    { label: "Address", value: formatPropertyAddress(data) },
    { label: "Units", value: pluralize(data.units, "unit") },
    {
      label: "Status",
      value: <Badge className="border-transparent bg-green-100 text-green-800">Active</Badge>,
    },
    { label: "Added", value: formatDay(data.createdAt) },
    { label: "Last updated", value: formatDay(data.updatedAt) },
  ];

  return (
    <PortalPage
      title={data.name}
      description={formatPropertyAddress(data)}
      before={back}
      actions={
        <>
          <Button asChild variant="outline">
            <Link href={`/properties/${data.id}/edit`}>
              <Pencil aria-hidden="true" />
              Edit Property
            </Link>
          </Button>
          <Button asChild>
            <Link href={`/properties/${data.id}/staffing-requests/new`}>
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
            <dl className="grid gap-3 text-sm">
              {rows.map((row) => (
                <div key={row.label} className="grid grid-cols-[7rem_1fr] gap-2">
                  <dt className="text-muted-foreground">{row.label}</dt>
                  <dd className="min-w-0 font-medium break-words">{row.value}</dd>
                </div>
              ))}
            </dl>
            <div className="text-sm">
              <h3 className="text-muted-foreground">Description</h3>
              <p className="mt-1 whitespace-pre-line">
                {data.description || "No description yet."}
              </p>
            </div>
            <Button asChild variant="outline" size="sm" className="w-fit">
              <Link href={`/properties/${data.id}/staffing-requests`}>
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
          navigate("/properties", { replace: true });
        }}
      />
    </PortalPage>
  );
}

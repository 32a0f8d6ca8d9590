import {
  Building,
  ClipboardList,
  EllipsisVertical,
  Eye,
  MapPin,
  Pencil,
  Trash,
  UserRound,
} from "lucide-react";
import { memo } from "react";
import { Link } from "wouter";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/client/components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/client/components/ui/dropdown-menu";
import { pluralize } from "@/client/lib/pluralize";
import type { Property } from "@/domain/api/property";
import { paths } from "@/domain/paths";

/** "123 Main St, Tampa, FL 33602". */
export function formatPropertyAddress(
  property: Pick<Property, "address" | "city" | "state" | "zip">,
) {
  return `${property.address}, ${property.city}, ${property.state} ${property.zip}`;
}

/**
 * One property in the list (spec section 2, "Properties list"): name, full address, units, a
 * fixed "Active" status, the description clamped to 2 lines, an actions menu and two buttons.
 * Memoised, so a search re-renders only the cards that appear.
 * @param onDelete called when "Delete Property" is chosen (the page asks for confirmation);
 *   keep it stable.
 */
export const PropertyCard = memo(function PropertyCard({
  property,
  onDelete,
}: {
  property: Property;
  onDelete: (property: Property) => void;
}) {
  return (
    <Card className="h-full">
      <CardHeader className="flex-row items-start justify-between gap-3 pb-3">
        <div className="min-w-0 space-y-1.5">
          <CardTitle className="truncate">{property.name}</CardTitle>
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>{formatPropertyAddress(property)}</span>
          </p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="-mt-1 -mr-2 shrink-0">
              <EllipsisVertical aria-hidden="true" />
              <span className="sr-only">Actions for {property.name}</span>
            </Button>
          </DropdownMenuTrigger>
          {/* Inside the page's main landmark rather than a portal at the end of <body>. */}
          <DropdownMenuContent align="end" portal={false}>
            <DropdownMenuItem asChild>
              <Link href={paths.properties.detail.href(property.id)}>
                <Eye aria-hidden="true" />
                View Details
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href={paths.properties.edit.href(property.id)}>
                <Pencil aria-hidden="true" />
                Edit Property
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem asChild>
              <Link href={paths.properties.staffingRequests.href(property.id)}>
                <ClipboardList aria-hidden="true" />
                View Staffing Requests
              </Link>
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onDelete(property)}>
              <Trash aria-hidden="true" />
              Delete Property
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <span className="inline-flex items-center gap-1.5">
            <Building className="size-4 text-muted-foreground" aria-hidden="true" />
            {pluralize(property.units, "unit")}
          </span>
          <Badge className="border-transparent bg-green-100 text-green-800">Active</Badge>
        </div>
        {property.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground">{property.description}</p>
        ) : null}
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button asChild variant="outline" size="sm">
          <Link href={paths.properties.detail.href(property.id)}>
            <Eye aria-hidden="true" />
            View Details
          </Link>
        </Button>
        <Button asChild size="sm">
          <Link href={paths.properties.newStaffingRequest.href(property.id)}>
            <UserRound aria-hidden="true" />
            Request Staff
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
});

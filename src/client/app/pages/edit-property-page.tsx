import { useLocation } from "wouter";
import { BackLink } from "@/client/components/back-link";
import { PortalPage } from "@/client/components/portal-page";
import { QueryView } from "@/client/components/query-view";
import { Card, CardContent } from "@/client/components/ui/card";
import {
  PropertyForm,
  propertyNotFound,
  useProperty,
  useUpdateProperty,
} from "@/client/features/properties";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import { parseRouteId } from "@/client/lib/route-id";
import { paths } from "@/domain/paths";
import type { PageProps } from "../routes";

/**
 * /properties/{id}/edit, property managers only: the add-property form prefilled with
 * the property, saved through PATCH /api/portal/properties/{id}. On success: toast "Property
 * updated" and back to the property; on failure: toast "Failed to update property" with the
 * server's message (field messages also show on their fields).
 */
export default function EditPropertyPage({ params }: PageProps) {
  const id = parseRouteId(params.id);
  const property = useProperty(id);
  const [, navigate] = useLocation();
  const detailHref = id === null ? paths.properties.list.href() : paths.properties.detail.href(id);

  const updateProperty = useUpdateProperty({
    onSuccess: (updated) => {
      toast({ title: "Property updated", description: "Your changes have been saved." });
      navigate(paths.properties.detail.href(updated.id));
    },
    onError: (error) => {
      toast({
        title: "Failed to update property",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    },
  });

  return (
    <PortalPage
      title="Edit Property"
      description={property.data ? `Update the details of ${property.data.name}.` : undefined}
      before={
        <BackLink href={property.data ? detailHref : paths.properties.list.href()}>
          {property.data ? `Back to ${property.data.name}` : "Back to Properties"}
        </BackLink>
      }
      className="max-w-3xl"
    >
      <QueryView
        query={property}
        routeId={id}
        notFound={propertyNotFound}
        loading="Loading property..."
        error="Error loading property"
      >
        {(data) => (
          <Card>
            <CardContent className="pt-6">
              <PropertyForm
                key={data.id}
                defaultValues={{
                  name: data.name,
                  address: data.address,
                  city: data.city,
                  state: data.state,
                  zip: data.zip,
                  units: data.units,
                  description: data.description ?? "",
                }}
                onSubmit={(values) => updateProperty.mutateAsync({ id: data.id, data: values })}
                isPending={updateProperty.isPending}
                submitLabel="Save Changes"
                pendingLabel="Saving..."
                cancelHref={paths.properties.detail.href(data.id)}
              />
            </CardContent>
          </Card>
        )}
      </QueryView>
    </PortalPage>
  );
}

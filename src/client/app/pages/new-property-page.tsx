import { useLocation } from "wouter";
import { BackLink } from "@/client/components/back-link";
import { PortalPage } from "@/client/components/portal-page";
import { Card, CardContent } from "@/client/components/ui/card";
import { PropertyForm, useCreateProperty } from "@/client/features/properties";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import { paths } from "@/domain/paths";

/**
 * /properties/new, property managers only (spec section 2, "Add property form"). On success:
 * toast "Property added", the list is refreshed and the user goes to /properties.
 */
export default function NewPropertyPage() {
  const [, navigate] = useLocation();
  const createProperty = useCreateProperty({
    onSuccess: () => {
      toast({ title: "Property added", description: "Your property has been added successfully." });
      navigate(paths.properties.list.href());
    },
    onError: (error) => {
      toast({
        title: "Failed to add property",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    },
  });

  return (
    <PortalPage
      title="Add Property"
      description="Tell us about the community so we can match the right staff to it."
      before={<BackLink href={paths.properties.list.href()}>Back to Properties</BackLink>}
      className="max-w-3xl"
    >
      <Card>
        <CardContent className="pt-6">
          <PropertyForm
            onSubmit={(values) => createProperty.mutateAsync(values)}
            isPending={createProperty.isPending}
          />
        </CardContent>
      </Card>
    </PortalPage>
  );
}

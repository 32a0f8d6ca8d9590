import { Building, Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/client/components/empty-state";
import { SearchFilterField } from "@/client/components/filter-fields";
import { PortalPage } from "@/client/components/portal-page";
import { QueryView } from "@/client/components/query-view";
import { Button } from "@/client/components/ui/button";
import {
  DeletePropertyDialog,
  matchesPropertySearch,
  PropertyCard,
  useProperties,
} from "@/client/features/properties";
import type { Property } from "@/domain/api/property";
import { paths } from "@/domain/paths";

/**
 * /properties, property managers only (spec section 2, "Properties list"): search, property
 * cards, loading / error / empty states and the delete confirmation.
 */
export default function PropertiesPage() {
  const [search, setSearch] = useState("");
  const [toDelete, setToDelete] = useState<Property | null>(null);
  const properties = useProperties();

  const visible = useMemo(
    () => (properties.data ?? []).filter((property) => matchesPropertySearch(property, search)),
    [properties.data, search],
  );

  const addButton = (
    <Button asChild>
      <Link href={paths.properties.new.href()}>
        <Plus aria-hidden="true" />
        Add Property
      </Link>
    </Button>
  );

  return (
    <PortalPage
      title="My Properties"
      description="The apartment communities you manage and request staff for."
      actions={addButton}
    >
      <SearchFilterField
        classes="mb-6 max-w-md"
        labelClasses="sr-only"
        label="Search properties"
        placeholder="Search by name, address or city"
        value={search}
        onValueChange={setSearch}
        inputClassName="bg-background"
      />
      <QueryView
        query={properties}
        loading="Loading properties..."
        error={
          <p
            role="alert"
            className="rounded-xl border border-destructive/30 bg-red-50 p-6 text-center text-destructive"
          >
            Error loading properties. Please try again.
          </p>
        }
        empty={
          <EmptyState
            icon={Building}
            title="No properties found"
            description={
              search.trim()
                ? `No properties match "${search.trim()}". Try a different name, address or city.`
                : "Add your first property to start requesting staff for it."
            }
            action={
              search.trim() ? (
                <Button variant="outline" onClick={() => setSearch("")}>
                  Clear search
                </Button>
              ) : (
                <Button asChild>
                  <Link href={paths.properties.new.href()}>
                    <Plus aria-hidden="true" />
                    Add Your First Property
                  </Link>
                </Button>
              )
            }
          />
        }
        isEmpty={() => visible.length === 0}
      >
        {() => (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {visible.map((property) => (
              <li key={property.id}>
                <PropertyCard property={property} onDelete={setToDelete} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <DeletePropertyDialog property={toDelete} onClose={() => setToDelete(null)} />
    </PortalPage>
  );
}

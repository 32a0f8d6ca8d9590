import { Building, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/client/components/empty-state";
import { SearchFilterField } from "@/client/components/filter-fields";
import { LoadMore } from "@/client/components/load-more";
import { PortalPage } from "@/client/components/portal-page";
import { QueryView } from "@/client/components/query-view";
import { Button } from "@/client/components/ui/button";
import {
  DeletePropertyDialog,
  PropertyCard,
  usePropertiesList,
} from "@/client/features/properties";
import { useFilterText } from "@/client/hooks/use-filter-text";
import { useUrlFilters } from "@/client/hooks/use-url-filters";
import { pluralize } from "@/client/lib/pluralize";
import type { Property } from "@/domain/api/property";
import { paths } from "@/domain/paths";

/** The screen's filter, kept in the URL (`/properties?q=naples`). */
const parseSearch = (params: URLSearchParams) => ({ q: params.get("q") ?? "" });

/**
 * /properties, property managers only (spec section 2, "Properties list"): search (on the
 * server, in the URL), the total, property cards loaded page by page, loading / error / empty /
 * no-match states and the delete confirmation.
 */
export default function PropertiesPage() {
  const [filters, setFilters] = useUrlFilters(parseSearch);
  const [search, setSearch] = useFilterText(filters.q, (q) =>
    setFilters({ q }, { replace: filters.q !== "" && q !== "" }),
  );
  const [toDelete, setToDelete] = useState<Property | null>(null);
  const list = usePropertiesList(filters.q);
  const applied = filters.q.trim();

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
        query={list.view}
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
              applied
                ? `No properties match "${applied}". Try a different name, address or city.`
                : "Add your first property to start requesting staff for it."
            }
            action={
              applied ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearch("");
                    setFilters({ q: "" });
                  }}
                >
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
      >
        {(properties) => (
          <section aria-labelledby="properties-total">
            <h2 id="properties-total" className="mb-4 text-sm font-medium text-muted-foreground">
              {pluralize(
                list.total,
                applied ? "matching property" : "property",
                applied ? "matching properties" : "properties",
              )}
            </h2>
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {properties.map((property) => (
                <li key={property.id}>
                  <PropertyCard property={property} onDelete={setToDelete} />
                </li>
              ))}
            </ul>
            <LoadMore list={list} noun={{ one: "property", many: "properties" }} />
          </section>
        )}
      </QueryView>
      <DeletePropertyDialog property={toDelete} onClose={() => setToDelete(null)} />
    </PortalPage>
  );
}

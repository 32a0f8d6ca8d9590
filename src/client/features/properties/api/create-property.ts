/** POST /api/portal/properties -> the new property, 201 (spec section 7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { Property } from "@/domain/api/property";
import type { PropertyData } from "@/domain/property";

/**
 * Adds a property for the signed-in property manager.
 * @param data the form's values parsed by `propertySchema`.
 * @throws Error("400: ...") with field messages when invalid, Error("<status>: <text>") otherwise.
 */
export function createProperty(data: PropertyData): Promise<Property> {
  return apiJson<Property>("POST", "/api/portal/properties", data);
}

/** The add-property mutation; refreshes the properties list and the dashboard on success. */
export function useCreateProperty(
  options: { onSuccess?: (property: Property) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<Property, Error, PropertyData>({
    mutationFn: createProperty,
    onSuccess: async (property) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.properties.lists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.properties.options }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]);
      options.onSuccess?.(property);
    },
    onError: options.onError,
  });
}

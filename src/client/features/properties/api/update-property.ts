/** PATCH /api/portal/properties/{id} -> the updated property (the edit screen). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { Property } from "@/domain/api/property";
import type { PropertyData } from "@/domain/property";

/** What the edit form sends: the property's id and its new values. */
export interface PropertyUpdate {
  id: number;
  data: PropertyData;
}

/**
 * Replaces the editable fields of one of the caller's properties.
 * @throws Error("400: ...") with field messages when invalid, Error("404: ...") when it is not
 *   the caller's, Error("<status>: <text>") otherwise.
 */
export function updateProperty({ id, data }: PropertyUpdate): Promise<Property> {
  return apiJson<Property>("PATCH", `/api/portal/properties/${id}`, data);
}

/**
 * The edit mutation. On success the cached property takes the server's answer, and the
 * properties list, the staffing requests (which show the property's name) and the dashboard are
 * refreshed.
 */
export function useUpdateProperty(
  options: { onSuccess?: (property: Property) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<Property, Error, PropertyUpdate>({
    mutationFn: updateProperty,
    onSuccess: async (property) => {
      queryClient.setQueryData(queryKeys.properties.detail(property.id), property);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.properties.lists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.properties.options }),
        // Requests carry the property's name; keys are API paths.
        queryClient.invalidateQueries({ queryKey: queryKeys.staffingRequests.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]);
      options.onSuccess?.(property);
    },
    onError: options.onError,
  });
}

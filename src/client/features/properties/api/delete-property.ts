/** DELETE /api/portal/properties/{id} -> 204 (spec section 7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { Property } from "@/domain/api/property";

/**
 * Deletes one of the caller's properties and its associated data.
 * @throws Error("404: ...") when it is not the caller's, Error("<status>: <text>") otherwise.
 */
export async function deleteProperty(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/portal/properties/${id}`);
}

/**
 * The delete mutation. On success the deleted property leaves the cache and the list at once (a detail screen showing
 * it must not refetch it into a 404 while it navigates away), and the properties, staffing
 * requests and notifications lists, the bell's count and the dashboard are refreshed: the
 * property's requests and the notifications about them go with it ("and all associated data").
 */
export function useDeleteProperty(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: deleteProperty,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.properties.detail(id), exact: true });
      queryClient.setQueryData<Property[]>(queryKeys.properties.options, (list) =>
        list?.filter((property) => property.id !== id),
      );
      options.onSuccess?.();
      // Keys are API paths.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.properties.lists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.properties.options }),
        queryClient.invalidateQueries({ queryKey: queryKeys.staffingRequests.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.notifications.unreadCount }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]);
    },
    onError: options.onError,
  });
}

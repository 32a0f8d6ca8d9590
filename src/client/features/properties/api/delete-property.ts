/** DELETE /api/portal/properties/{id} -> 204 (spec section 7). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/client/lib/api";
import { getPropertiesQueryOptions } from "./get-properties";

/**
 * Deletes one of the caller's properties and its associated data.
 * @throws Error("404: ...") when it is not the caller's, Error("<status>: <text>") otherwise.
 */
export async function deleteProperty(id: number): Promise<void> {
  await apiRequest("DELETE", `/api/portal/properties/${id}`);
}

/** The delete mutation; refreshes the properties and staffing-request lists on success. */
export function useDeleteProperty(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: deleteProperty,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: getPropertiesQueryOptions().queryKey });
      // The property's requests go with it ("and all associated data"); keys are API paths.
      await queryClient.invalidateQueries({ queryKey: ["/api/portal/staffing-requests"] });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}

/** POST /api/admin/jobs: publishes a job posting (public at once); 201 with the posting. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiJson } from "@/client/lib/api";
import { queryKeys } from "@/client/lib/query-keys";
import type { AdminJobPosting } from "@/domain/api/job";
import type { jobPostingInputSchema } from "@/domain/job-posting";

/** The body as the form's schema parses it. */
export type JobPostingValues = z.output<typeof jobPostingInputSchema>;

/**
 * Publishes `values`.
 * @throws Error("400: ...") with field messages when invalid, Error("<status>: <text>") otherwise.
 */
export function publishJobPosting(values: JobPostingValues): Promise<AdminJobPosting> {
  return apiJson<AdminJobPosting>("POST", "/api/admin/jobs", values);
}

/** The publish mutation; refreshes the agency's posting lists on success. */
export function usePublishJobPosting() {
  const queryClient = useQueryClient();
  return useMutation<AdminJobPosting, Error, JobPostingValues>({
    mutationFn: publishJobPosting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.jobs.all }),
  });
}

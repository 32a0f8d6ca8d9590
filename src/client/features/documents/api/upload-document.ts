/**
 * POST /api/portal/documents as multipart/form-data (`kind`, `number`, `expiresOn`, `file`): a
 * worker uploads a certificate, licence or ID. The server checks the file's content (PDF, JPEG or
 * PNG, at most 10 MB) and answers 415 or 413 with a message saying what to do.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/client/lib/query-keys";
import type { DocumentUploadFields, WorkerDocument } from "@/domain/api/document";

/** What the upload sends: the checked fields and the chosen file. */
export interface DocumentUpload {
  fields: DocumentUploadFields;
  file: File;
}

/**
 * Uploads one document.
 * @throws Error("<status>: <text>") like the API client (400 with field messages, 413, 415).
 */
export async function uploadDocument({ fields, file }: DocumentUpload): Promise<WorkerDocument> {
  const body = new FormData();
  body.set("kind", fields.kind);
  if (fields.number) body.set("number", fields.number);
  if (fields.expiresOn) body.set("expiresOn", fields.expiresOn);
  body.set("file", file, file.name);
  const res = await fetch("/api/portal/documents", {
    method: "POST",
    body,
    credentials: "include",
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.status}: ${text || res.statusText}`);
  return JSON.parse(text) as WorkerDocument;
}

/** The upload mutation; refreshes the worker's documents when it succeeds. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation<WorkerDocument, Error, DocumentUpload>({
    mutationFn: uploadDocument,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.documents.all });
    },
  });
}

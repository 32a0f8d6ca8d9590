import { DescriptionItem, DescriptionList } from "@/client/components/ui/description-list";
import { formatDateTime, formatDay } from "@/client/lib/dates";
import type { WorkerDocument } from "@/domain/api/document";

/** "240 KB", "3.4 MB". */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A document's facts, the same for the worker and the agency: its file, number, expiry date,
 * when it was uploaded and reviewed, and the reason of a rejection.
 */
export function DocumentDetails({ document }: { document: WorkerDocument }) {
  return (
    <DescriptionList>
      <DescriptionItem label="File">
        <span className="break-all">{document.originalName}</span> (
        {fileSizeLabel(document.sizeBytes)})
      </DescriptionItem>
      <DescriptionItem label="Number">{document.number ?? "Not given"}</DescriptionItem>
      <DescriptionItem label="Expires">
        {document.expiresOn ? formatDay(document.expiresOn) : "Does not expire"}
      </DescriptionItem>
      <DescriptionItem label="Uploaded">{formatDateTime(document.createdAt)}</DescriptionItem>
      {document.reviewedAt ? (
        <DescriptionItem label="Reviewed">{formatDateTime(document.reviewedAt)}</DescriptionItem>
      ) : null}
      {document.status === "rejected" && document.reason ? (
        <DescriptionItem label="Reason">{document.reason}</DescriptionItem>
      ) : null}
    </DescriptionList>
  );
}

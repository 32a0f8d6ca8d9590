import { useEffect, useState } from "react";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import {
  compactLabelClasses,
  Field,
  FieldControl,
  FieldDescription,
  FieldLabel,
} from "@/client/components/ui/field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/client/components/ui/select";
import { Textarea } from "@/client/components/ui/textarea";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import { humanize, type StaffingRequestStatus, staffingRequestStatuses } from "@/domain/enums";
import {
  adminStatusChangeSchema,
  useUpdateAdminStaffingRequestStatus,
} from "../api/update-admin-staffing-request-status";
import { hintClasses } from "../utils/hint-classes";

/**
 * The admin's status form on a request: any of the five statuses and an optional internal note
 * (kept in the timeline, never shown to the client). Choosing a new status notifies the owner;
 * keeping the current one with a note only records the note. Save is disabled until something
 * would change. Success and failure are told in a toast with the server's message.
 */
export function RequestStatusForm({
  requestId,
  currentStatus,
}: {
  requestId: number;
  currentStatus: StaffingRequestStatus;
}) {
  const [status, setStatus] = useState<StaffingRequestStatus>(currentStatus);
  const [note, setNote] = useState("");

  // After a save (or another admin's change) the form starts from the new current status.
  useEffect(() => setStatus(currentStatus), [currentStatus]);

  const mutation = useUpdateAdminStaffingRequestStatus({
    onSuccess: (_request, change) => {
      toast(
        change.status === currentStatus
          ? { title: "Note added", description: "The internal note was added to the timeline." }
          : {
              title: "Status updated",
              description: `The request is now ${humanize(change.status)}. The client has been notified.`,
            },
      );
      setNote("");
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to update status"),
        variant: "destructive",
      }),
  });

  const changes = status !== currentStatus || note.trim() !== "";
  // The API's own bounds and message for the note.
  const checked = adminStatusChangeSchema.safeParse({ status, note });
  const noteError = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const noteInvalid = noteError !== null;

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Update Status</CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-2">
          Current status: <RequestStatusBadge status={currentStatus} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (changes && !noteInvalid && !mutation.isPending) {
              mutation.mutate({ id: requestId, status, note });
            }
          }}
        >
          <Field>
            <FieldLabel classes={compactLabelClasses}>Status</FieldLabel>
            <Select
              value={status}
              onValueChange={(value) => setStatus(value as StaffingRequestStatus)}
            >
              <FieldControl>
                <SelectTrigger>
                  <SelectValue />
                </SelectTrigger>
              </FieldControl>
              <SelectContent>
                {staffingRequestStatuses.map((option) => (
                  <SelectItem
                    key={option}
                    value={option}
                    hint={option === currentStatus ? "Current status" : undefined}
                  >
                    {humanize(option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          {/* The hint turns into the note's message while the note is invalid. */}
          <Field invalid={noteInvalid} described>
            <FieldLabel classes={compactLabelClasses}>
              Internal note (not shown to the client)
            </FieldLabel>
            <FieldControl>
              <Textarea value={note} onChange={(event) => setNote(event.target.value)} rows={4} />
            </FieldControl>
            <FieldDescription classes={hintClasses(noteInvalid)}>
              {noteError ?? "Kept in the timeline for the agency. Optional."}
            </FieldDescription>
          </Field>
          <Button type="submit" disabled={!changes || noteInvalid || mutation.isPending}>
            {mutation.isPending ? "Saving..." : "Save"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

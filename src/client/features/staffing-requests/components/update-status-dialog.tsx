import { useEffect, useState } from "react";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { compactLabelClasses, Field, FieldControl, FieldLabel } from "@/client/components/ui/field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/client/components/ui/select";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import type { StaffingRequest } from "@/domain/api/staffing-request";
import {
  humanize,
  type Role,
  type StaffingRequestStatus,
  staffingRequestStatuses,
  staffTypeLabels,
} from "@/domain/enums";
import { statusChangeRefusal } from "@/domain/staffing-request";
import { useUpdateStaffingRequestStatus } from "../api/update-staffing-request-status";

/**
 * The Update Status dialog (spec sections 2 and 4): all five statuses, labelled "Pending",
 * "In Progress"...; the ones this user may not set are disabled with the reason from
 * `statusChangeRefusal`. Update is disabled while nothing is chosen or the choice equals the
 * current status. On success: toast, list refreshed, dialog closed; on failure: the spec's
 * destructive toast, and the dialog closes so the toast can be read.
 * @param request the request to update, or null when closed.
 * @param actor the signed-in user (its role and id decide which statuses are offered).
 */
export function UpdateStatusDialog({
  request,
  actor,
  onClose,
}: {
  request: StaffingRequest | null;
  actor: { id: number; role: Role };
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<StaffingRequestStatus | "">("");

  useEffect(() => {
    if (request) setChoice("");
  }, [request]);

  const mutation = useUpdateStaffingRequestStatus({
    onSuccess: () => {
      toast({
        title: "Status updated",
        description: "The staffing request status has been updated successfully.",
      });
      onClose();
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: errorMessage(error, "Failed to update status"),
        variant: "destructive",
      });
      // Closing lets the toast be read: a modal dialog hides the rest of the page, toasts
      // included, from assistive technology.
      onClose();
    },
  });

  const isOwner = request ? request.userId === actor.id : false;
  const canSubmit = request !== null && choice !== "" && choice !== request.status;

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open && !mutation.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Update Status</DialogTitle>
          <DialogDescription>
            {request
              ? `Change the status of request #${request.id} (${staffTypeLabels[request.staffType] ?? request.staffType}).`
              : null}
          </DialogDescription>
        </DialogHeader>
        {request ? (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (canSubmit && choice) mutation.mutate({ id: request.id, status: choice });
            }}
          >
            <p className="flex items-center gap-2 text-sm">
              <span className="text-muted-foreground">Current status:</span>
              <RequestStatusBadge status={request.status} />
            </p>
            <Field>
              <FieldLabel classes={compactLabelClasses}>New Status</FieldLabel>
              <Select
                value={choice}
                onValueChange={(value) => setChoice(value as StaffingRequestStatus)}
              >
                <FieldControl>
                  <SelectTrigger>
                    <SelectValue placeholder="Select a status" />
                  </SelectTrigger>
                </FieldControl>
                <SelectContent portal={false}>
                  {staffingRequestStatuses.map((status) => {
                    const refusal = statusChangeRefusal(
                      { role: actor.role, isOwner },
                      request.status,
                      status,
                    );
                    return (
                      <SelectItem
                        key={status}
                        value={status}
                        disabled={refusal !== null}
                        hint={refusal ?? undefined}
                      >
                        {humanize(status)}
                      </SelectItem>
                    );
                  })}
                </SelectContent>
              </Select>
            </Field>
            <DialogFooter>
              <Button
                type="button"
                variant="outline"
                onClick={onClose}
                disabled={mutation.isPending}
              >
                Cancel
              </Button>
              <Button type="submit" disabled={!canSubmit || mutation.isPending}>
                {mutation.isPending ? "Updating..." : "Update"}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

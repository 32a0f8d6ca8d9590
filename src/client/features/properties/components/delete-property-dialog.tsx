import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/client/components/ui/alert-dialog";
import { Button } from "@/client/components/ui/button";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import type { Property } from "@/domain/api/property";
import { useDeleteProperty } from "../api/delete-property";

/**
 * Confirms and performs a property deletion (spec sections 2 and 8): "Are you sure? This will
 * permanently delete {name} and all associated data. This action cannot be undone."
 * @param property the property to delete, or null when the dialog is closed.
 * @param onClose called when the dialog closes (cancelled or deleted).
 * @param onDeleted called after a successful deletion, before `onClose` (e.g. to leave the
 *   deleted property's own screen).
 */
export function DeletePropertyDialog({
  property,
  onClose,
  onDeleted,
}: {
  property: Property | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const deleteMutation = useDeleteProperty({
    onSuccess: () => {
      toast({
        title: "Property deleted",
        description: "The property has been deleted successfully.",
      });
      onDeleted?.();
      onClose();
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: `Failed to delete property: ${errorMessage(error, "Please try again.")}`,
        variant: "destructive",
      });
      // Closing lets the toast be read: a modal dialog hides the rest of the page, toasts
      // included, from assistive technology.
      onClose();
    },
  });

  return (
    <AlertDialog
      open={property !== null}
      onOpenChange={(open) => {
        if (!open && !deleteMutation.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Are you sure?</AlertDialogTitle>
          <AlertDialogDescription>
            This will permanently delete {property?.name} and all associated data. This action
            cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleteMutation.isPending}>Cancel</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={deleteMutation.isPending}
            onClick={() => {
              if (property) deleteMutation.mutate(property.id);
            }}
          >
            {deleteMutation.isPending ? "Deleting..." : "Delete"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

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
import type { Property } from "@/domain/api-types";
import { useDeleteProperty } from "../api/delete-property";

/**
 * Confirms and performs a property deletion (spec sections 2 and 8): "Are you sure? This will
 * permanently delete {name} and all associated data. This action cannot be undone."
 * @param property the property to delete, or null when the dialog is closed.
 * @param onClose called when the dialog closes (cancelled or deleted).
 */
export function DeletePropertyDialog({
  property,
  onClose,
}: {
  property: Property | null;
  onClose: () => void;
}) {
  const deleteMutation = useDeleteProperty({
    onSuccess: () => {
      toast({
        title: "Property deleted",
        description: "The property has been deleted successfully.",
      });
      onClose();
    },
    onError: (error) => {
      toast({
        title: "Error",
        description: `Failed to delete property: ${errorMessage(error, "Please try again.")}`,
        variant: "destructive",
      });
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

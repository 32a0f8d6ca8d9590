import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "@/client/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/client/components/ui/dialog";
import { Form } from "@/client/components/ui/form";

/**
 * The shell of a dialog that changes one record with a short form (cancel an assignment with a
 * reason, dispute a week, reject a document…): title and description, the form's fields, and a
 * footer with a way out and the action. While `pending`, nothing closes it and both buttons are
 * disabled, so a request in flight is never abandoned half-way.
 * @param open whether it shows; `onClose` is called by the way-out button, Escape and the overlay.
 * @param form the react-hook-form of the fields; `onSubmit` its handleSubmit(...) result.
 * @param labels `cancel` (the way out), `submit`, and `pending` (the action while it runs).
 */
export function RecordDialog<Values extends FieldValues>({
  open,
  pending,
  onClose,
  title,
  description,
  form,
  onSubmit,
  labels,
  destructive = false,
  children,
}: {
  open: boolean;
  pending: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  form: UseFormReturn<Values>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  labels: { cancel: string; submit: string; pending: string };
  destructive?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            {children}
            <DialogFooter>
              <Button type="button" variant="outline" disabled={pending} onClick={onClose}>
                {labels.cancel}
              </Button>
              <Button
                type="submit"
                variant={destructive ? "destructive" : "default"}
                disabled={pending}
              >
                {pending ? labels.pending : labels.submit}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

import { useState } from "react";
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
import { Form, useZodForm } from "@/client/components/ui/form";
import { FormTextField } from "@/client/components/ui/form-fields";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import { applyServerFieldErrors } from "@/client/lib/form-errors";
import type { Profile } from "@/domain/api/profile";
import { type AccountDeletion, accountDeletionSchema } from "@/domain/profile";
import { useDeleteAccount } from "../api/delete-account";

/** What deletion keeps for the agency's records, and why, per role. */
const kept: Record<"staff" | "property_manager", string[]> = {
  staff: [
    "Assignments you worked and the timesheets of your hours: we need them for payroll, tax and employment records.",
    "Job applications you sent us: our hiring records, kept as employment law requires.",
  ],
  property_manager: [
    "Staffing requests you sent and the work done at your properties, with its timesheets: we need them for invoices and our contracts with your company.",
    "Properties those requests or assignments refer to. Properties nothing refers to are deleted.",
  ],
};

/**
 * Delete my account: says what goes and what the agency keeps (and why), asks for the password,
 * then confirms in a dialog. Admin accounts cannot be deleted here.
 * @param onDeleted called after the account is deleted (the page signs out and leaves).
 */
export function DeleteAccountSection({
  profile,
  onDeleted,
}: {
  profile: Profile;
  onDeleted: () => void;
}) {
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState<AccountDeletion | null>(null);
  const form = useZodForm(accountDeletionSchema, { defaultValues: { currentPassword: "" } });

  if (profile.role === "admin") {
    return (
      <p className="text-sm text-muted-foreground">
        Agency administrator accounts cannot be deleted here. Ask the system administrator to remove
        yours.
      </p>
    );
  }

  const deleteNow = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming);
      setConfirming(null);
      toast({
        title: "Account deleted",
        description: "Your account is gone. Thank you for working with us.",
      });
      onDeleted();
    } catch (error) {
      setConfirming(null);
      applyServerFieldErrors(form.setError, error, accountDeletionSchema);
      toast({
        title: "Your account was not deleted",
        description: errorMessage(error),
        variant: "destructive",
      });
    }
  };

  return (
    <div className="grid gap-5 text-sm">
      <div className="grid gap-2">
        <p className="font-medium">What is deleted</p>
        <p className="text-muted-foreground">
          Your sign-in, your devices' sessions, your profile and work preferences, your e-mail
          choices, your notifications and any links we sent you. Open requests and offers are
          cancelled. Your name, e-mail and phone are removed from what we keep.
        </p>
      </div>
      <div className="grid gap-2">
        <p className="font-medium">What we keep, without your name or contact details</p>
        <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
          {kept[profile.role].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <Form {...form}>
        <form
          onSubmit={form.handleSubmit((values) => setConfirming(values))}
          noValidate
          className="grid gap-4 sm:grid-cols-[minmax(0,24rem)_auto] sm:items-end"
        >
          <FormTextField
            control={form.control}
            name="currentPassword"
            label="Your password"
            type="password"
            autoComplete="current-password"
          />
          <Button type="submit" variant="destructive">
            Delete my account
          </Button>
        </form>
      </Form>
      <AlertDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setConfirming(null);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              You will be signed out and cannot sign in again. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Keep my account</AlertDialogCancel>
            <Button variant="destructive" disabled={remove.isPending} onClick={deleteNow}>
              {remove.isPending ? "Deleting..." : "Delete my account"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

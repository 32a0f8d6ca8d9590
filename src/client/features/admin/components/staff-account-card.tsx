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
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { parseApiError } from "@/client/lib/api";
import type { AdminJobApplication } from "@/domain/api/admin";
import { type StaffAccount, useCreateStaffAccount } from "../api/create-staff-account";

/**
 * The staff account of a hired application: Create staff account asks for confirmation (the
 * applicant is e-mailed a link to choose a password, valid for 7 days), then shows the new
 * username; a refusal (the account exists already, or its e-mail is taken) shows the server's
 * message. Renders nothing for an application that is not hired.
 */
export function StaffAccountCard({ application }: { application: AdminJobApplication }) {
  const [confirming, setConfirming] = useState(false);
  const [account, setAccount] = useState<StaffAccount | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useCreateStaffAccount(application.id);

  if (application.status !== "hired") return null;

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Staff account</CardTitle>
        <CardDescription>
          A hired applicant needs a staff account to receive and answer job offers.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {account ? (
          <div
            role="status"
            className="grid gap-1 rounded-lg border border-green-300 bg-green-50 p-3 text-green-900"
          >
            <p className="font-semibold">Staff account created</p>
            <p>
              Username: <span className="font-mono font-semibold">{account.username}</span>
            </p>
            <p>{account.message}</p>
          </div>
        ) : (
          <>
            {refusal ? (
              <p
                role="alert"
                className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
              >
                {refusal}
              </p>
            ) : null}
            <Button type="button" onClick={() => setConfirming(true)} disabled={create.isPending}>
              {create.isPending ? "Creating account..." : "Create staff account"}
            </Button>
          </>
        )}
      </CardContent>
      <AlertDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && !create.isPending) setConfirming(false);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Create a staff account for {application.fullName}?</AlertDialogTitle>
            <AlertDialogDescription>
              We will e-mail {application.email} a link to choose a password. The link works once
              and is valid for 7 days. The account starts with this application's position and
              experience.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={create.isPending}>Cancel</AlertDialogCancel>
            <Button
              disabled={create.isPending}
              onClick={() =>
                create.mutate(undefined, {
                  onSuccess: (created) => {
                    setAccount(created);
                    setRefusal(null);
                    setConfirming(false);
                  },
                  onError: (error) => {
                    setRefusal(
                      parseApiError(error).message || "The staff account could not be created.",
                    );
                    setConfirming(false);
                  },
                })
              }
            >
              {create.isPending ? "Creating account..." : "Create account"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}

import { Check, X } from "lucide-react";
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
import { toast } from "@/client/hooks/use-toast";
import { errorMessage, parseApiError } from "@/client/lib/api";
import type { Assignment } from "@/domain/api/assignment";
import { type OfferAnswer, useAnswerOffer } from "../api/answer-offer";
import { assignmentRole } from "./assignment-card";

/**
 * Accept and Decline of one open offer. Accept answers at once; Decline asks first in an alert
 * dialog. A refusal (409: the offer expired, was cancelled or answered meanwhile) shows the
 * server's message in a toast, and the lists refresh so the offer moves where it now belongs.
 */
export function OfferActions({ assignment }: { assignment: Assignment }) {
  const [confirmDecline, setConfirmDecline] = useState(false);
  const where = `${assignmentRole(assignment)} at ${assignment.property.name}`;
  const answer = useAnswerOffer({
    onSuccess: (_updated, given) => {
      setConfirmDecline(false);
      toast(
        given === "accept"
          ? {
              title: "Offer accepted",
              description: `You are confirmed as ${where}. It is now under Upcoming and current.`,
            }
          : {
              title: "Offer declined",
              description: `We let the agency know you declined ${where}.`,
            },
      );
    },
    onError: (error, given: OfferAnswer) => {
      // Closing lets the toast be read: a modal dialog hides the rest of the page.
      setConfirmDecline(false);
      const { status } = parseApiError(error);
      toast({
        title:
          status === 409
            ? "This offer can no longer be answered"
            : given === "accept"
              ? "Could not accept the offer"
              : "Could not decline the offer",
        description: errorMessage(error, "Please try again."),
        variant: "destructive",
      });
    },
  });
  const pending = answer.isPending;
  const pendingAnswer = pending ? answer.variables?.answer : undefined;

  return (
    <>
      <Button
        type="button"
        onClick={() => answer.mutate({ id: assignment.id, answer: "accept" })}
        disabled={pending}
      >
        <Check aria-hidden="true" />
        {pendingAnswer === "accept" ? "Accepting..." : "Accept"}
        <span className="sr-only"> offer: {where}</span>
      </Button>
      <Button
        type="button"
        variant="outline"
        onClick={() => setConfirmDecline(true)}
        disabled={pending}
      >
        <X aria-hidden="true" />
        Decline
        <span className="sr-only"> offer: {where}</span>
      </Button>
      <AlertDialog
        open={confirmDecline}
        onOpenChange={(open) => {
          if (!open && !pending) setConfirmDecline(false);
        }}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Decline this offer?</AlertDialogTitle>
            <AlertDialogDescription>
              You are declining {where}. The agency will offer the work to someone else, and you
              cannot accept it later.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Keep the offer</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={pending}
              onClick={() => answer.mutate({ id: assignment.id, answer: "decline" })}
            >
              {pendingAnswer === "decline" ? "Declining..." : "Decline offer"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

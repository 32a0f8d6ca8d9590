import { Siren } from "lucide-react";
import { useId, useState } from "react";
import { QueryView } from "@/client/components/query-view";
import { Checkbox } from "@/client/components/ui/checkbox";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import type { StaffProfile } from "@/domain/api/assignment";
import { useStaffProfile, useUpdateStaffProfile } from "../api/staff-profile";

/**
 * The worker's "Emergency call-outs" preference, saved as soon as it is ticked or cleared:
 * whoever takes them is offered emergency work (storm preparation and recovery, sudden
 * vacancies) first. Shows its loading and error states in place; a refused save says why in a
 * toast and leaves the box as the server has it. The box shows the new choice in the render of
 * the click itself (component state: the mutation's own state is published a task later), until
 * the saved profile replaces the one it was made from.
 */
export function EmergencyCalloutsCard() {
  const id = useId();
  const profile = useStaffProfile();
  const update = useUpdateStaffProfile();
  const [choice, setChoice] = useState<{ from: StaffProfile; to: boolean } | null>(null);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-800">
        <Siren className="size-5" aria-hidden="true" />
      </span>
      <div className="grid gap-2">
        <h2 id={`${id}-title`} className="font-semibold text-navy">
          Emergency call-outs
        </h2>
        <p className="text-sm text-muted-foreground">
          After a storm or a sudden walk-off, properties need people within hours. Tick this and we
          offer you emergency work in your line first; you still accept or decline each offer.
        </p>
        <QueryView
          query={profile}
          loading={
            <p role="status" className="text-sm text-muted-foreground">
              Loading your preference...
            </p>
          }
          error={
            <p role="alert" className="text-sm text-destructive">
              Your preference could not be loaded: {errorMessage(profile.error)}
            </p>
          }
        >
          {(current) => (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${id}-box`}
                checked={choice?.from === current ? choice.to : current.emergencyCallouts}
                disabled={update.isPending}
                onCheckedChange={(value) => {
                  setChoice({ from: current, to: value === true });
                  update.mutate(
                    { emergencyCallouts: value === true },
                    {
                      onSuccess: (saved) =>
                        toast({
                          title: saved.emergencyCallouts
                            ? "You're on the emergency call-out list"
                            : "You're off the emergency call-out list",
                        }),
                      onError: (error) => {
                        setChoice(null);
                        toast({
                          title: "Your preference was not saved",
                          description: errorMessage(error),
                          variant: "destructive",
                        });
                      },
                    },
                  );
                }}
              />
              <label htmlFor={`${id}-box`} className="text-sm font-medium">
                Call me for emergency work
              </label>
            </div>
          )}
        </QueryView>
      </div>
    </section>
  );
}

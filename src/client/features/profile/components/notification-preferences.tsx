import { useId, useState } from "react";
import { Checkbox } from "@/client/components/ui/checkbox";
import { toast } from "@/client/hooks/use-toast";
import { errorMessage } from "@/client/lib/api";
import type { Profile } from "@/domain/api/profile";
import {
  type EmailKind,
  type EmailPreferences,
  emailKindLabels,
  emailKinds,
} from "@/domain/profile";
import { useUpdateEmailPreferences } from "../api/update-email-preferences";

/**
 * E-mail on or off per kind of event, saved as soon as a box changes (a toast says so). In-app
 * notifications always go, and so do security e-mails; the section says both. The box shows the
 * new choice in the render of the click itself (component state: the mutation's own state is
 * published a task later), until the saved profile replaces the one it was made from; a failed
 * save puts it back.
 */
export function NotificationPreferences({ profile }: { profile: Profile }) {
  const id = useId();
  const update = useUpdateEmailPreferences();
  const [choice, setChoice] = useState<{ from: EmailPreferences; to: EmailPreferences } | null>(
    null,
  );
  const current = choice?.from === profile.emailPreferences ? choice.to : profile.emailPreferences;

  const set = (kind: EmailKind, on: boolean) => {
    const next = { ...current, [kind]: on };
    setChoice({ from: profile.emailPreferences, to: next });
    update.mutate(next, {
      onSuccess: () =>
        toast({
          title: on ? "E-mails switched on" : "E-mails switched off",
          description: `${emailKindLabels[kind].label}: ${on ? "we will e-mail you" : "you will see them in the portal only"}.`,
        }),
      onError: (error) => {
        setChoice(null);
        toast({
          title: "Your choice was not saved",
          description: errorMessage(error),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <fieldset className="grid gap-4">
      <legend className="sr-only">E-mail me about</legend>
      {emailKinds.map((kind) => (
        <div key={kind} className="flex items-start gap-3">
          <Checkbox
            id={`${id}-${kind}`}
            checked={current[kind]}
            disabled={update.isPending}
            onCheckedChange={(checked) => set(kind, checked === true)}
            aria-describedby={`${id}-${kind}-description`}
            className="mt-0.5"
          />
          <div className="grid gap-0.5">
            <label htmlFor={`${id}-${kind}`} className="text-sm font-medium">
              {emailKindLabels[kind].label}
            </label>
            <p id={`${id}-${kind}-description`} className="text-sm text-muted-foreground">
              {emailKindLabels[kind].description}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  );
}

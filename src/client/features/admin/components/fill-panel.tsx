import { UserSearch } from "lucide-react";
import { type ReactNode, useState } from "react";
import { DocumentBadges } from "@/client/components/document-badges";
import { EmptyState } from "@/client/components/empty-state";
import { FillState } from "@/client/components/fill-state";
import { QueryView } from "@/client/components/query-view";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "@/client/components/ui/card";
import { Checkbox } from "@/client/components/ui/checkbox";
import { Field, FieldControl, FieldLabel } from "@/client/components/ui/field";
import type { AdminStaffingRequestDetail } from "@/domain/api/admin";
import { type StaffType, staffTypeLabels } from "@/domain/enums";
import { type Candidate, useCandidates } from "../api/get-candidates";
import { offerBlockedReason } from "../utils/offer-blocked";
import { OfferDialog } from "./offer-dialog";

/** Why a candidate ranks where they do, as badges: the server's ranking keys in its order. */
function CandidateReasons({ candidate }: { candidate: Candidate }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {candidate.interested ? (
        <Badge className="border-transparent bg-sun/30 text-sun-foreground">
          Interested in the job posting
        </Badge>
      ) : null}
      {candidate.emergencyCallouts ? (
        <Badge className="border-transparent bg-amber-100 text-amber-900">
          Takes emergency call-outs
        </Badge>
      ) : null}
      {candidate.requestedAgain ? (
        <Badge className="border-transparent bg-purple-100 text-purple-900">Requested again</Badge>
      ) : null}
      {candidate.staffTypeMatches ? (
        <Badge className="border-transparent bg-blue-100 text-blue-900">Role matches</Badge>
      ) : null}
      {candidate.servesCity ? (
        <Badge className="border-transparent bg-teal-100 text-teal-900">Works in this city</Badge>
      ) : null}
      {candidate.cityMatches ? (
        <Badge className="border-transparent bg-teal-100 text-teal-900">Worked in this city</Badge>
      ) : null}
      {candidate.worksStartDay ? (
        <Badge className="border-transparent bg-sky-100 text-sky-900">Works the start day</Badge>
      ) : null}
      {candidate.available ? (
        <Badge className="border-transparent bg-green-100 text-green-900">
          Available on these dates
        </Badge>
      ) : (
        <Badge className="border-transparent bg-red-100 text-red-900">Busy on these dates</Badge>
      )}
    </span>
  );
}

/** A candidate's role: the staff type's label, the raw value when unknown, or "Role not given". */
function roleOf(candidate: Candidate): string {
  if (!candidate.staffType) return "Role not given";
  return staffTypeLabels[candidate.staffType as StaffType] ?? candidate.staffType;
}

/**
 * The Fill panel of a request in the admin console: its fill state, the staff accounts ranked by
 * the server (free on the request's days, requested again, role, city, the start day) with badges telling why,
 * checkboxes to choose one or several, and Offer position, which opens {@link OfferDialog}.
 * Offering is disabled, with the reason (and no candidates are read), for a request without a
 * property (public form) and for a completed or cancelled one. `applicants` (visitors who
 * applied to the request's job posting; not staff accounts, so not ranked) follows.
 */
export function FillPanel({
  request,
  applicants,
}: {
  request: AdminStaffingRequestDetail;
  /** The section of people who applied to the request's job posting, shown after the offer button. */
  applicants?: ReactNode;
}) {
  const blocked = offerBlockedReason(request);
  const candidates = useCandidates(request.id, blocked === null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [offering, setOffering] = useState(false);
  const blockedId = `fill-blocked-${request.id}`;
  const rows = candidates.data ?? [];
  const chosen = rows.filter((candidate) => selected.has(candidate.staffId));

  const toggle = (staffId: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(staffId);
      else next.delete(staffId);
      return next;
    });

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle>Fill this request</CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-2">
          <FillState filled={request.filled} headcount={request.headcount} bar={false} />
          <span>· candidates best match first</span>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {blocked ? (
          <p
            id={blockedId}
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {blocked}
          </p>
        ) : (
          <QueryView
            query={candidates}
            loading="Loading candidates..."
            error="Failed to load the candidates"
            empty={
              <EmptyState
                icon={UserSearch}
                title="No staff accounts yet"
                description="Create a staff account from a hired job application; it then appears here."
              />
            }
          >
            {(list) => (
              <ul className="grid gap-2" aria-label="Candidates">
                {list.map((candidate) => (
                  <li
                    key={candidate.staffId}
                    data-testid="candidate"
                    className="rounded-lg border p-3 has-[button[data-state=checked]]:border-primary has-[button[data-state=checked]]:bg-primary/5"
                  >
                    <Field classes="flex items-start gap-3">
                      <FieldControl>
                        <Checkbox
                          className="mt-0.5"
                          checked={selected.has(candidate.staffId)}
                          onCheckedChange={(checked) => toggle(candidate.staffId, checked === true)}
                        />
                      </FieldControl>
                      <div className="grid min-w-0 gap-1.5">
                        <FieldLabel classes="text-sm font-semibold leading-snug">
                          {candidate.fullName}
                        </FieldLabel>
                        <span className="text-xs break-words text-muted-foreground">
                          {roleOf(candidate)} · {candidate.email}
                        </span>
                        <CandidateReasons candidate={candidate} />
                        <DocumentBadges badges={candidate.badges} />
                      </div>
                    </Field>
                  </li>
                ))}
              </ul>
            )}
          </QueryView>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            disabled={blocked !== null || chosen.length === 0}
            aria-describedby={blocked ? blockedId : undefined}
            onClick={() => setOffering(true)}
          >
            Offer position
          </Button>
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {blocked
              ? ""
              : chosen.length === 0
                ? "Choose one or more people."
                : `${chosen.length} chosen`}
          </span>
        </div>
        {applicants}
      </CardContent>
      <OfferDialog
        requestId={request.id}
        open={offering}
        onOpenChange={setOffering}
        people={chosen}
        defaults={{ startDate: request.startDate, endDate: request.endDate }}
        onOffered={(ids) =>
          setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))))
        }
      />
    </Card>
  );
}

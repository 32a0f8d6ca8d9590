import { ShieldCheck } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { cn } from "@/client/lib/cn";
import { type BadgeKind, documentBadgeLabels } from "@/domain/document";

/**
 * The badges a person's verified, unexpired documents earn ("EPA 608 verified"), as property
 * managers and the agency see them on the people placed and the candidates
 * (docs/decisions/0021-documents.md). Renders nothing for a person without any.
 */
export function DocumentBadges({
  badges,
  className,
}: {
  badges: readonly BadgeKind[];
  className?: string;
}) {
  if (badges.length === 0) return null;
  return (
    <ul className={cn("flex flex-wrap gap-1.5", className)} aria-label="Verified documents">
      {badges.map((kind) => (
        <li key={kind}>
          <Badge className="border-transparent bg-green-100 text-green-900">
            <ShieldCheck aria-hidden="true" />
            {documentBadgeLabels[kind]}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

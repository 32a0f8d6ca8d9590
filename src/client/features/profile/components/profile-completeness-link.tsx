import { Link } from "wouter";
import { paths } from "@/domain/paths";
import { useProfile } from "../api/get-profile";

/**
 * The staff dashboard's compact "Profile N% complete" with a link to the checklist on /profile.
 * Shows nothing while loading, after a failed load or once the profile is complete.
 */
export function ProfileCompletenessLink() {
  const profile = useProfile();
  const completeness = profile.data?.staff?.completeness;
  if (!completeness || completeness.percent === 100) return null;
  const missing = completeness.items.filter((item) => !item.done).length;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border bg-card px-5 py-4 text-sm shadow-sm">
      <span className="font-semibold text-navy">Profile {completeness.percent}% complete</span>
      <span className="text-muted-foreground">
        {missing} {missing === 1 ? "thing" : "things"} left that help us match you with work.
      </span>
      <Link
        href={paths.profile.href()}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        Complete your profile
      </Link>
    </p>
  );
}

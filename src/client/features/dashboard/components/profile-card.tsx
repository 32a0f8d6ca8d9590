import { UserRound } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import type { User } from "@/domain/api/user";
import { humanize } from "@/domain/enums";

/** The dashboard's My Profile card: email, username, account type and company. */
export function ProfileCard({ user }: { user: User }) {
  const rows = [
    { label: "Email", value: user.email },
    { label: "Username", value: user.username },
    { label: "Account type", value: humanize(user.role) },
    { label: "Company", value: user.companyName || "Not provided" },
  ];
  return (
    <Card className="h-full">
      <CardHeader className="flex-row items-center gap-3 pb-4">
        <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
          <UserRound className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>My Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm">
          {rows.map((row) => (
            <div key={row.label} className="grid grid-cols-[7.5rem_1fr] gap-2">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="min-w-0 font-medium break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

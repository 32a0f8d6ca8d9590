import { UserRound } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "@/client/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/client/components/ui/description-list";
import type { User } from "@/domain/api/user";
import { humanize } from "@/domain/enums";

/** The dashboard's My Profile card: email, username, account type and company. */
export function ProfileCard({ user }: { user: User }) {
  return (
    <Card className="h-full">
      <CardHeader className="flex-row items-center gap-3 pb-4">
        <span className="flex size-10 items-center justify-center rounded-lg bg-secondary text-primary">
          <UserRound className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>My Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList labelWidth="7.5rem">
          <DescriptionItem label="Email">{user.email}</DescriptionItem>
          <DescriptionItem label="Username">{user.username}</DescriptionItem>
          <DescriptionItem label="Account type">{humanize(user.role)}</DescriptionItem>
          <DescriptionItem label="Company">{user.companyName || "Not provided"}</DescriptionItem>
        </DescriptionList>
      </CardContent>
    </Card>
  );
}

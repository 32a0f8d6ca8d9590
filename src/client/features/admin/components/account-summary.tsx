import { humanize } from "@/domain/enums";
import { useAdminUsers } from "../api/get-admin-users";

/**
 * The portal account behind a request or application: name, username, role, company and e-mail,
 * read from the users list (the account number alone while it loads or if it fails);
 * `noAccount` when there is none (a visitor used the public form).
 */
export function AccountSummary({
  userId,
  noAccount,
}: {
  userId: number | null;
  noAccount: string;
}) {
  const users = useAdminUsers({ enabled: userId !== null });
  if (userId === null) return <>{noAccount}</>;
  const owner = users.data?.find((user) => user.id === userId);
  if (!owner) return <>{users.isLoading ? "Loading account..." : `Account #${userId}`}</>;
  return (
    <span className="grid gap-0.5">
      <span>
        {owner.fullName}{" "}
        <span className="font-normal text-muted-foreground">@{owner.username}</span>
      </span>
      <span className="font-normal text-muted-foreground">
        {humanize(owner.role)}
        {owner.companyName ? ` · ${owner.companyName}` : ""} ·{" "}
        <a href={`mailto:${owner.email}`} className="text-primary underline underline-offset-2">
          {owner.email}
        </a>
      </span>
    </span>
  );
}

import { Badge } from "@/client/components/ui/badge";
import { formatDateTime, formatDay } from "@/client/lib/dates";
import type { User } from "@/domain/api/user";
import { humanize } from "@/domain/enums";
import { DataTable, Td, Th } from "./data-table";

/**
 * Every account: name and username, e-mail and phone, role label ("Property Manager"), company,
 * when it was created and its last sign-in ("Never" when it has not signed in since).
 */
export function UserTable({ users }: { users: readonly User[] }) {
  return (
    <DataTable
      caption="Users"
      head={
        <>
          <Th>Name</Th>
          <Th>Contact</Th>
          <Th>Role</Th>
          <Th>Company</Th>
          <Th>Created</Th>
          <Th>Last login</Th>
        </>
      }
    >
      {users.map((user) => (
        <tr key={user.id} data-testid="admin-user-row" className="hover:bg-muted/40">
          <Td className="max-w-56 break-words">
            <p className="font-medium">{user.fullName}</p>
            <p className="text-xs text-muted-foreground">@{user.username}</p>
          </Td>
          <Td className="max-w-64 break-words">
            <a href={`mailto:${user.email}`} className="text-primary hover:underline">
              {user.email}
            </a>
            {user.phone ? <p className="text-muted-foreground">{user.phone}</p> : null}
          </Td>
          <Td>
            <Badge variant={user.role === "admin" ? "default" : "secondary"}>
              {humanize(user.role)}
            </Badge>
          </Td>
          <Td className="max-w-56 break-words">
            {user.companyName ?? <span className="text-muted-foreground">None</span>}
          </Td>
          <Td className="whitespace-nowrap">
            <time dateTime={user.createdAt}>{formatDay(user.createdAt)}</time>
          </Td>
          <Td className="whitespace-nowrap">
            {user.lastLogin ? (
              <time dateTime={user.lastLogin}>{formatDateTime(user.lastLogin)}</time>
            ) : (
              "Never"
            )}
          </Td>
        </tr>
      ))}
    </DataTable>
  );
}

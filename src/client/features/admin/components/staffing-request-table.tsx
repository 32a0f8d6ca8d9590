import { Link } from "wouter";
import { EmergencyCountdown } from "@/client/components/emergency-countdown";
import { FillState } from "@/client/components/fill-state";
import { RequestStatusBadge } from "@/client/components/request-status-badge";
import { formatDay } from "@/client/lib/dates";
import type { AdminStaffingRequest } from "@/domain/api/admin";
import { staffTypeLabels } from "@/domain/enums";
import { paths } from "@/domain/paths";
import { propertyPlace } from "../utils/format";
import { DataTable, TableRows, Td, Th } from "./data-table";

/**
 * Every request of the admin list as a table: request number (a link to its detail), company and
 * contact, staff type, property and city, where it came from (an account or the public form),
 * status badge with an emergency's countdown under it, fill state ("2 of 3 filled") and creation
 * day.
 * @param caption the table's name for assistive technology (default "Staffing requests").
 * @param className classes added to the table's card (e.g. an emergency group's border).
 */
export function StaffingRequestTable({
  requests,
  caption = "Staffing requests",
  className,
}: {
  requests: readonly AdminStaffingRequest[];
  caption?: string;
  className?: string;
}) {
  return (
    <DataTable
      caption={caption}
      className={className}
      head={
        <>
          <Th>Request</Th>
          <Th>Company and contact</Th>
          <Th>Staff type</Th>
          <Th>Property / city</Th>
          <Th>Source</Th>
          <Th>Status</Th>
          <Th>Filled</Th>
          <Th>Created</Th>
        </>
      }
    >
      <TableRows
        items={requests}
        columns={8}
        renderRow={(request, rowProps) => (
          <tr
            key={request.id}
            {...rowProps}
            data-testid="admin-request-row"
            className="hover:bg-muted/40"
          >
            <Td>
              <Link
                href={paths.admin.staffingRequest.href(request.id)}
                className="relative inline-block rounded-sm font-semibold text-primary hover:underline"
              >
                <span className="sr-only">Request </span>#{request.id}
              </Link>
            </Td>
            <Td className="max-w-64">
              <p className="font-medium break-words">{request.companyName}</p>
              <p className="text-muted-foreground break-words">
                {request.contactName} · {request.email}
              </p>
            </Td>
            <Td>{staffTypeLabels[request.staffType] ?? request.staffType}</Td>
            <Td className="max-w-56 break-words">
              {propertyPlace(request) ?? <span className="text-muted-foreground">None</span>}
            </Td>
            <Td>
              {request.userId === null ? (
                "Public form"
              ) : (
                <span className="break-words">
                  {request.ownerName ?? `Account #${request.userId}`}
                </span>
              )}
            </Td>
            <Td>
              <div className="grid justify-items-start gap-1.5">
                <RequestStatusBadge status={request.status} />
                {request.emergency ? (
                  <EmergencyCountdown emergency={request.emergency} compact />
                ) : null}
              </div>
            </Td>
            <Td className="whitespace-nowrap">
              <FillState filled={request.filled} headcount={request.headcount} />
            </Td>
            <Td className="whitespace-nowrap">
              <time dateTime={request.createdAt}>{formatDay(request.createdAt)}</time>
            </Td>
          </tr>
        )}
      />
    </DataTable>
  );
}

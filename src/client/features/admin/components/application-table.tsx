import { Link } from "wouter";
import { formatDateTime, formatDay } from "@/client/lib/dates";
import type { AdminJobApplication } from "@/domain/api/admin";
import { experienceLevelLabels, staffTypeLabels } from "@/domain/enums";
import { paths } from "@/domain/paths";
import { ApplicationStatusBadge } from "./application-status-badge";
import { DataTable, TableRows, Td, Th } from "./data-table";

/**
 * Job applications as a table: applicant (a link to the application), contact, position (with
 * the job posting's title when sent from one),
 * experience, status, interview time and the day it was received.
 */
export function ApplicationTable({
  applications,
}: {
  applications: readonly AdminJobApplication[];
}) {
  return (
    <DataTable
      caption="Job applications"
      head={
        <>
          <Th>Applicant</Th>
          <Th>Contact</Th>
          <Th>Position</Th>
          <Th>Experience</Th>
          <Th>Status</Th>
          <Th>Interview</Th>
          <Th>Received</Th>
        </>
      }
    >
      <TableRows
        items={applications}
        columns={7}
        renderRow={(application, rowProps) => (
          <tr
            key={application.id}
            {...rowProps}
            data-testid="admin-application-row"
            className="hover:bg-muted/40"
          >
            <Td className="max-w-56">
              <Link
                href={paths.admin.jobApplication.href(application.id)}
                className="rounded-sm font-semibold break-words text-primary hover:underline"
              >
                {application.fullName}
              </Link>
              <p className="text-xs text-muted-foreground">Application #{application.id}</p>
            </Td>
            <Td className="max-w-64 break-words">
              <p>{application.email}</p>
              <p className="text-muted-foreground">{application.phone}</p>
            </Td>
            <Td>
              <p>{staffTypeLabels[application.position] ?? application.position}</p>
              {application.jobPostingTitle ? (
                <p className="text-xs text-muted-foreground">
                  Job posting: {application.jobPostingTitle}
                </p>
              ) : null}
            </Td>
            <Td className="whitespace-nowrap">
              {experienceLevelLabels[application.experience] ?? application.experience}
            </Td>
            <Td>
              <ApplicationStatusBadge status={application.status} />
            </Td>
            <Td className="whitespace-nowrap">
              {application.interviewDate ? (
                <time dateTime={application.interviewDate}>
                  {formatDateTime(application.interviewDate)}
                </time>
              ) : (
                <span className="text-muted-foreground">Not scheduled</span>
              )}
            </Td>
            <Td className="whitespace-nowrap">
              <time dateTime={application.createdAt}>{formatDay(application.createdAt)}</time>
            </Td>
          </tr>
        )}
      />
    </DataTable>
  );
}

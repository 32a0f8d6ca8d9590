/**
 * The portal's screens as the frame's navigation (layout/portal-nav-items.ts) and the dashboard's
 * Quick Actions (pages/dashboard-page.tsx) link to them: each screen's path and its icon, in one
 * place, so a screen has the same icon wherever it is offered. Each place gives its own label.
 */
import {
  Bell,
  Briefcase,
  Building,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Clock,
  FileText,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Megaphone,
  UserRound,
  Users,
} from "lucide-react";
import { paths } from "@/domain/paths";

/** A screen to link to: its path (no parameters) and icon. */
export interface PortalScreen {
  href: string;
  icon: LucideIcon;
}

export const portalScreens = {
  dashboard: { href: paths.dashboard.href(), icon: LayoutDashboard },
  properties: { href: paths.properties.list.href(), icon: Building },
  staffingRequests: { href: paths.staffingRequests.list.href(), icon: ClipboardList },
  staffDirectory: { href: paths.staffDirectory.href(), icon: Users },
  timesheets: { href: paths.timesheets.href(), icon: Clock },
  reports: { href: paths.reports.href(), icon: ChartColumn },
  notifications: { href: paths.notifications.href(), icon: Bell },
  assignments: { href: paths.assignments.href(), icon: CalendarDays },
  timesheet: { href: paths.timesheet.href(), icon: Clock },
  jobOpportunities: { href: paths.jobOpportunities.href(), icon: Briefcase },
  documents: { href: paths.documents.href(), icon: FileText },
  profile: { href: paths.profile.href(), icon: UserRound },
  adminOverview: { href: paths.admin.overview.href(), icon: LayoutDashboard },
  adminStaffingRequests: { href: paths.admin.staffingRequests.href(), icon: ClipboardList },
  adminJobApplications: { href: paths.admin.jobApplications.href(), icon: Briefcase },
  adminJobs: { href: paths.admin.jobs.href(), icon: Megaphone },
  adminUsers: { href: paths.admin.users.href(), icon: Users },
  adminSubscribers: { href: paths.admin.subscribers.href(), icon: Mail },
  adminTimesheets: { href: paths.admin.timesheets.href(), icon: Clock },
  adminDocuments: { href: paths.admin.documents.href(), icon: FileText },
  adminReports: { href: paths.admin.reports.href(), icon: ChartColumn },
} as const satisfies Record<string, PortalScreen>;

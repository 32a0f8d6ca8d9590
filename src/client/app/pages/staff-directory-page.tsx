import { PortalPage } from "@/client/components/portal-page";
import { useProperties } from "@/client/features/properties";
import { StaffDirectoryList } from "@/client/features/staff-directory";

/**
 * /staff-directory, property managers only (docs/decisions/0017-placements.md): everyone
 * placed at the manager's properties, current and past, filtered by property and role, with
 * the Rate dialog for finished work. The manager's properties feed the Property filter; if they
 * fail to load, the directory still shows, without property choices.
 */
export default function StaffDirectoryPage() {
  const properties = useProperties();
  return (
    <PortalPage
      title="Staff Directory"
      description="Everyone placed at your properties, current and past. Rate finished work so we send you the right people next time."
    >
      <StaffDirectoryList properties={properties.data ?? []} />
    </PortalPage>
  );
}

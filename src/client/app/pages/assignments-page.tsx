import { PortalPage } from "@/client/components/portal-page";

/** Placeholder while the screen is built on its branch; replaced before merging. */
export default function Page() {
  return <PortalPage title="assignments">{null}</PortalPage>;
}

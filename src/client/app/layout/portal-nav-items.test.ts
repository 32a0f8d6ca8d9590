import { describe, expect, it } from "vitest";
import { currentNavItem, portalNavigation, portalNavigationFor } from "./portal-nav-items";

const table = [
  { path: "/dashboard", access: "user" },
  { path: "/properties", access: "role", role: "property_manager" },
  { path: "/staffing-requests", access: "user" },
  { path: "/notifications", access: "user" },
  { path: "/profile", access: "user" },
  { path: "/admin", access: "role", role: "admin" },
  { path: "/admin/users", access: "role", role: "admin" },
] as const;

describe("portalNavigationFor", () => {
  it("shows a manager only the screens the route table has", () => {
    const labels = portalNavigationFor("property_manager", table).items.map((item) => item.label);
    expect(labels).toEqual(["Dashboard", "Properties", "Staffing Requests", "Notifications"]);
  });

  it("shows a staff user Dashboard and Profile while the rest is unbuilt", () => {
    const labels = portalNavigationFor("staff", table).items.map((item) => item.label);
    expect(labels).toEqual(["Dashboard", "Profile"]);
  });

  it("leaves out a screen the role may not open", () => {
    const wrongRole = [{ path: "/properties", access: "role", role: "admin" }] as const;
    expect(portalNavigationFor("property_manager", wrongRole).items).toEqual([]);
  });

  it("shows an unbuilt item as soon as its route exists", () => {
    const labels = portalNavigationFor("staff", [
      ...table,
      { path: "/timesheet", access: "user" },
    ]).items.map((item) => item.label);
    expect(labels).toEqual(["Dashboard", "Timesheet", "Profile"]);
  });
});

describe("currentNavItem", () => {
  const admin = portalNavigation.admin.items;

  it("marks the longest matching section, so a sub-page is not the overview", () => {
    expect(currentNavItem(admin, "/admin")?.label).toBe("Overview");
    expect(currentNavItem(admin, "/admin/users")?.label).toBe("Users");
    expect(currentNavItem(admin, "/admin/staffing-requests/7")?.label).toBe("Staffing Requests");
  });

  it("marks nothing for a path outside the navigation or sharing only a prefix", () => {
    expect(currentNavItem(admin, "/dashboard")).toBeUndefined();
    expect(currentNavItem(portalNavigation.property_manager.items, "/propertiesx")).toBeUndefined();
  });
});

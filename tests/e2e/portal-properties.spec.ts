/**
 * Properties screens for a property manager (spec section 2 "Properties list", "Add property
 * form"; the detail screens /properties/{id}, /edit and /staffing-requests): every state (loading, error,
 * empty, no match, not found), the actions menu by keyboard, the delete confirmation, and the
 * success and failure toasts of spec section 8. Server failures are simulated for one call
 * with `page.route`; everything else runs against the real server.
 */

import {
  createProperty,
  createRequest,
  expectToast,
  failApi,
  holdApi,
  loading,
  setUpPortalServer,
  signUp,
} from "./fixtures/portal";
import { expect, test } from "./fixtures/test";

const server = setUpPortalServer();

test.describe("properties list", () => {
  test("shows a spinner while loading, then the empty state with Add Your First Property", async ({
    page,
  }) => {
    await signUp(page, server.url);
    const hold = await holdApi(page, "GET", "/api/portal/properties");
    await page.goto(`${server.url}/properties`);
    await expect(loading(page, "Loading properties...")).toBeVisible();
    await hold.release();
    await expect(page.getByRole("heading", { name: "No properties found" })).toBeVisible();
    await page.getByRole("link", { name: "Add Your First Property" }).click();
    await expect(page).toHaveURL(`${server.url}/properties/new`);
  });

  test("shows the load error text when the list fails", async ({ page }) => {
    await signUp(page, server.url);
    await failApi(page, "GET", "/api/portal/properties");
    await page.goto(`${server.url}/properties`);
    await expect(page.getByText("Error loading properties. Please try again.")).toBeVisible();
  });

  test("shows cards and searches name, address and city case-insensitively", async ({ page }) => {
    await signUp(page, server.url);
    const longDescription =
      "Garden-style community near South Tampa with two pools, a fitness center, a dog park, covered parking, package lockers, a business center and a resort-style clubhouse that hosts monthly resident events.";
    await createProperty(page.request, server.url, {
      name: "Harbor Pointe",
      address: "4100 W Bay to Bay Blvd",
      city: "Tampa",
      zip: "33629",
      units: 248,
      description: longDescription,
    });
    await createProperty(page.request, server.url, {
      name: "The Palms",
      address: "2250 Gulf to Bay Blvd",
      city: "Clearwater",
      zip: "33765",
      units: 1,
      description: null,
    });
    await createProperty(page.request, server.url, {
      name: "Sawgrass Commons",
      address: "1 Weston Rd",
      city: "Weston",
      zip: "33326",
      units: 96,
    });
    await page.goto(`${server.url}/properties`);
    const cards = page.getByRole("listitem").filter({ has: page.getByRole("heading") });
    await expect(cards).toHaveCount(3);

    const harbor = cards.filter({ hasText: "Harbor Pointe" });
    await expect(harbor.getByRole("heading", { name: "Harbor Pointe" })).toBeVisible();
    await expect(harbor.getByText("4100 W Bay to Bay Blvd, Tampa, FL 33629")).toBeVisible();
    await expect(harbor.getByText("248 units")).toBeVisible();
    await expect(harbor.getByText("Active", { exact: true })).toBeVisible();
    const description = harbor.getByText(longDescription);
    await expect(description).toHaveCSS("-webkit-line-clamp", "2");
    await expect(cards.filter({ hasText: "The Palms" }).getByText("1 unit")).toBeVisible();
    await expect(harbor.getByRole("link", { name: "View Details" })).toBeVisible();
    await expect(harbor.getByRole("link", { name: "Request Staff" })).toBeVisible();

    const search = page.getByRole("searchbox", { name: "Search properties" });
    await search.fill("PALMS"); // name, other case
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("The Palms");
    await search.fill("bay to bay"); // address
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Harbor Pointe");
    await search.fill("wEsToN"); // city (and address)
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Sawgrass Commons");
    await search.fill("gulf");
    await expect(cards).toHaveCount(1);

    await search.fill("Orlando");
    await expect(page.getByRole("heading", { name: "No properties found" })).toBeVisible();
    await expect(page.getByText('No properties match "Orlando"')).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Your First Property" })).toHaveCount(0);
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(cards).toHaveCount(3);
  });

  test("the actions menu works with the keyboard alone", async ({ page }) => {
    await signUp(page, server.url);
    const property = await createProperty(page.request, server.url, { name: "Keyboard Court" });
    await page.goto(`${server.url}/properties`);
    const trigger = page.getByRole("button", { name: "Actions for Keyboard Court" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText([
      "View Details",
      "Edit Property",
      "View Staffing Requests",
      "Delete Property",
    ]);
    await expect(menu.getByRole("menuitem", { name: "View Details" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();

    // Opens the menu from its focused trigger and moves to `item` with the arrow keys, checking
    // where focus is after each key (the menu takes focus once it has opened).
    const moveTo = async (item: string) => {
      await page.getByRole("button", { name: "Actions for Keyboard Court" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("menuitem", { name: "View Details" })).toBeFocused();
      const items = ["View Details", "Edit Property", "View Staffing Requests"];
      for (const next of items.slice(1, items.indexOf(item) + 1)) {
        await page.keyboard.press("ArrowDown");
        await expect(page.getByRole("menuitem", { name: next })).toBeFocused();
      }
      await page.keyboard.press("Enter");
    };

    await moveTo("Edit Property");
    await expect(page).toHaveURL(`${server.url}/properties/${property.id}/edit`);
    await expect(page.getByLabel("Property Name")).toHaveValue("Keyboard Court");

    await page.goBack();
    await moveTo("View Staffing Requests");
    await expect(page).toHaveURL(`${server.url}/properties/${property.id}/staffing-requests`);

    await page.goBack();
    await moveTo("View Details");
    await expect(page).toHaveURL(`${server.url}/properties/${property.id}`);
  });

  test("deletes a property after the confirmation, with the spec's sentence and toast", async ({
    page,
  }) => {
    await signUp(page, server.url);
    await createProperty(page.request, server.url, { name: "Doomed Villas" });
    await createProperty(page.request, server.url, { name: "Kept Gardens" });
    await page.goto(`${server.url}/properties`);
    await page.getByRole("button", { name: "Actions for Doomed Villas" }).click();
    await page.getByRole("menuitem", { name: "Delete Property" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog.getByRole("heading", { name: "Are you sure?" })).toBeVisible();
    await expect(dialog).toContainText(
      "This will permanently delete Doomed Villas and all associated data. This action cannot be undone.",
    );
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Doomed Villas" })).toBeVisible();

    await page.getByRole("button", { name: "Actions for Doomed Villas" }).click();
    await page.getByRole("menuitem", { name: "Delete Property" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Property deleted", "The property has been deleted successfully.");
    await expect(page.getByRole("heading", { name: "Doomed Villas" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Kept Gardens" })).toBeVisible();
  });

  test("shows the failure toast when deleting fails and keeps the property", async ({ page }) => {
    await signUp(page, server.url);
    await createProperty(page.request, server.url, { name: "Sturdy Towers" });
    await failApi(page, "DELETE", /^\/api\/portal\/properties\/\d+$/);
    await page.goto(`${server.url}/properties`);
    await page.getByRole("button", { name: "Actions for Sturdy Towers" }).click();
    await page.getByRole("menuitem", { name: "Delete Property" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Error", "Failed to delete property: Database unavailable");
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Sturdy Towers" })).toBeVisible();
  });
});

test.describe("add property", () => {
  test("shows every message of spec section 5 and defaults units to 1", async ({ page }) => {
    await signUp(page, server.url);
    await page.goto(`${server.url}/properties/new`);
    await expect(page.getByLabel("Number of Units")).toHaveValue("1");
    await expect(page.getByLabel("State", { exact: true })).toHaveValue("FL");
    await page.getByLabel("State", { exact: true }).fill("");
    await page.getByLabel("Number of Units").fill("0");
    await page.getByLabel("ZIP Code").fill("3362");
    await page.getByRole("button", { name: "Add Property" }).click();
    for (const message of [
      "Property name is required",
      "Address is required",
      "City is required",
      "State is required",
      "ZIP code must be at least 5 characters",
      "Number of units is required",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel("Property Name")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("ZIP Code").fill("33629-12345");
    await page.getByLabel("Number of Units").fill("2.5");
    await page.getByRole("button", { name: "Add Property" }).click();
    await expect(page.getByText("ZIP code must be at most 10 characters")).toBeVisible();
    await expect(page.getByText("Number of units must be a whole number")).toBeVisible();
    await page.getByLabel("Number of Units").fill("");
    await page.getByRole("button", { name: "Add Property" }).click();
    await expect(page.getByText("Number of units is required")).toBeVisible();
  });

  test("Cancel returns to /properties", async ({ page }) => {
    await signUp(page, server.url);
    await page.goto(`${server.url}/properties/new`);
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(`${server.url}/properties`);
  });

  test("adds a property: success toast and back to the list", async ({ page }) => {
    await signUp(page, server.url);
    await page.goto(`${server.url}/properties/new`);
    await page.getByLabel("Property Name").fill("Bayshore Palms");
    await page.getByLabel("Address").fill("3000 Bayshore Blvd");
    await page.getByLabel("City").fill("Tampa");
    await page.getByLabel("ZIP Code").fill("33629");
    await page.getByLabel("Number of Units").fill("120");
    await page.getByLabel("Description").fill("Waterfront mid-rise.");
    await page.getByRole("button", { name: "Add Property" }).click();
    await expectToast(page, "Property added", "Your property has been added successfully.");
    await expect(page).toHaveURL(`${server.url}/properties`);
    await expect(page.getByRole("heading", { name: "Bayshore Palms" })).toBeVisible();
    await expect(page.getByText("120 units")).toBeVisible();
  });

  test("shows the failure toast with the server's message", async ({ page }) => {
    await signUp(page, server.url);
    await failApi(page, "POST", "/api/portal/properties", { message: "Database unavailable" });
    await page.goto(`${server.url}/properties/new`);
    await page.getByLabel("Property Name").fill("Bayshore Palms");
    await page.getByLabel("Address").fill("3000 Bayshore Blvd");
    await page.getByLabel("City").fill("Tampa");
    await page.getByLabel("ZIP Code").fill("33629");
    await page.getByRole("button", { name: "Add Property" }).click();
    await expectToast(page, "Failed to add property", "Database unavailable");
    await expect(page).toHaveURL(`${server.url}/properties/new`);
  });
});

test.describe("property details, edit and requests", () => {
  test("shows the property, its requests with status, and its actions", async ({ page }) => {
    await signUp(page, server.url);
    const property = await createProperty(page.request, server.url, {
      name: "Gulf Breeze",
      units: 64,
      description: "Two-story walk-ups by the bay.",
    });
    const other = await createProperty(page.request, server.url, { name: "Elsewhere Flats" });
    const first = await createRequest(page.request, server.url, {
      propertyId: property.id,
      staffType: "groundskeeping",
    });
    await createRequest(page.request, server.url, {
      propertyId: property.id,
      staffType: "security",
    });
    await createRequest(page.request, server.url, { propertyId: other.id, staffType: "leasing" });
    await page.request.put(`${server.url}/api/portal/staffing-requests/${first.id}/status`, {
      data: { status: "cancelled" },
    });

    await page.goto(`${server.url}/properties/${property.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Gulf Breeze" })).toBeVisible();
    await expect(page.getByText("64 units")).toBeVisible();
    await expect(page.getByText("Two-story walk-ups by the bay.")).toBeVisible();
    const requests = page.getByRole("listitem").filter({ hasText: "Request #" });
    await expect(requests).toHaveCount(2);
    await expect(requests.filter({ hasText: "Groundskeepers" })).toContainText("Cancelled");
    await expect(requests.filter({ hasText: "Security Personnel" })).toContainText("Pending");
    await expect(page.getByText("Leasing Consultants")).toHaveCount(0);

    await requests.getByRole("link", { name: /Groundskeepers/ }).click();
    await expect(page).toHaveURL(`${server.url}/staffing-requests/${first.id}`);
    await page.goBack();

    await page.getByRole("link", { name: "Request Staff" }).first().click();
    await expect(page).toHaveURL(`${server.url}/properties/${property.id}/staffing-requests/new`);
    await expect(page.getByRole("combobox", { name: "Select Property" })).toHaveText("Gulf Breeze");
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(`${server.url}/properties/${property.id}`);

    await page.getByRole("link", { name: "Edit Property" }).click();
    await expect(page).toHaveURL(`${server.url}/properties/${property.id}/edit`);
  });

  test("the property's Staffing Requests card shows its loading, error with Try Again, and empty state", async ({
    page,
  }) => {
    await signUp(page, server.url);
    const property = await createProperty(page.request, server.url, { name: "Quiet Pines" });
    const requestsCard = page
      .locator("div.rounded-xl")
      .filter({ has: page.getByRole("heading", { name: "Staffing Requests", exact: true }) });
    const hold = await holdApi(page, "GET", "/api/portal/staffing-requests");
    await page.goto(`${server.url}/properties/${property.id}`);
    await expect(loading(page, "Loading staffing requests...")).toBeVisible();
    await hold.release();
    await expect(requestsCard).toContainText(
      "No staffing requests have been made for this property yet.",
    );

    const restore = await failApi(page, "GET", "/api/portal/staffing-requests");
    await page.reload();
    const failure = requestsCard.getByRole("alert");
    await expect(failure).toContainText("Failed to load staffing requests");
    await expect(failure).toContainText("Database unavailable");
    await restore();
    await failure.getByRole("button", { name: "Try Again" }).click();
    await expect(requestsCard.getByRole("link", { name: "Request Staff" })).toBeVisible();
  });

  test("deletes from the details screen and returns to the list", async ({ page }) => {
    await signUp(page, server.url);
    const property = await createProperty(page.request, server.url, { name: "Short Stay Lofts" });
    await page.goto(`${server.url}/properties/${property.id}`);
    await page.getByRole("button", { name: "Delete Property" }).click();
    await expect(page.getByRole("alertdialog")).toContainText(
      "This will permanently delete Short Stay Lofts and all associated data. This action cannot be undone.",
    );
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Property deleted", "The property has been deleted successfully.");
    await expect(page).toHaveURL(`${server.url}/properties`);
    await expect(page.getByRole("heading", { name: "No properties found" })).toBeVisible();
  });

  test("edits a property through PATCH: prefilled form, validation, success toast", async ({
    page,
  }) => {
    await signUp(page, server.url);
    const property = await createProperty(page.request, server.url, {
      name: "Old Name Estates",
      units: 10,
      zip: "33602",
    });
    await page.goto(`${server.url}/properties/${property.id}/edit`);
    await expect(page.getByRole("heading", { level: 1, name: "Edit Property" })).toBeVisible();
    await expect(page.getByLabel("Property Name")).toHaveValue("Old Name Estates");
    await expect(page.getByLabel("ZIP Code")).toHaveValue("33602");
    await expect(page.getByLabel("Number of Units")).toHaveValue("10");
    await page.getByLabel("Property Name").fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Property name is required")).toBeVisible();
    await page.getByLabel("Property Name").fill("New Name Estates");
    await page.getByLabel("Number of Units").fill("12");
    const patch = page.waitForRequest(
      (request) =>
        request.method() === "PATCH" &&
        new URL(request.url()).pathname === `/api/portal/properties/${property.id}`,
    );
    await page.getByRole("button", { name: "Save Changes" }).click();
    await patch;
    await expectToast(page, "Property updated", "Your changes have been saved.");
    await expect(page).toHaveURL(`${server.url}/properties/${property.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "New Name Estates" })).toBeVisible();
    await expect(page.getByText("12 units")).toBeVisible();
    await page.getByRole("link", { name: "Back to Properties" }).click();
    await expect(page.getByRole("heading", { name: "New Name Estates" })).toBeVisible();
  });

  test("shows the failure toast when saving fails; Cancel returns to the property", async ({
    page,
  }) => {
    await signUp(page, server.url);
    const property = await createProperty(page.request, server.url, { name: "Stubborn Oaks" });
    await failApi(page, "PATCH", `/api/portal/properties/${property.id}`);
    await page.goto(`${server.url}/properties/${property.id}/edit`);
    await page.getByLabel("Number of Units").fill("300");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectToast(page, "Failed to update property", "Database unavailable");
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(`${server.url}/properties/${property.id}`);
  });

  test("lists only the property's requests and opens the form with it preselected", async ({
    page,
  }) => {
    await signUp(page, server.url);
    const property = await createProperty(page.request, server.url, { name: "Coral Key" });
    const other = await createProperty(page.request, server.url, { name: "Mango Grove" });
    await page.goto(`${server.url}/properties/${property.id}/staffing-requests`);
    await expect(page.getByRole("heading", { name: "No staffing requests yet" })).toBeVisible();

    await createRequest(page.request, server.url, { propertyId: property.id, details: "Mine A" });
    await createRequest(page.request, server.url, { propertyId: other.id, details: "Theirs B" });
    await page.reload();
    const cards = page.getByTestId("staffing-request-card");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Mine A");
    await expect(page.getByRole("combobox", { name: "Property" })).toHaveCount(0);

    await page.getByRole("link", { name: "New Request" }).click();
    await expect(page).toHaveURL(`${server.url}/properties/${property.id}/staffing-requests/new`);
    await expect(page.getByRole("combobox", { name: "Select Property" })).toHaveText("Coral Key");
    await page.getByRole("combobox", { name: "Staff Type" }).click();
    await page.getByRole("option", { name: "Make-Ready Specialists" }).click();
    await page.getByLabel("Details").fill("Two make-ready techs for 14 turns.");
    await page
      .getByRole("checkbox", { name: "I agree to be contacted regarding my staffing request" })
      .click();
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expectToast(
      page,
      "Request submitted",
      "Your staffing request has been submitted successfully.",
    );
    await expect(page).toHaveURL(`${server.url}/staffing-requests`);
    await expect(
      page.getByTestId("staffing-request-card").filter({ hasText: "Two make-ready techs" }),
    ).toContainText("Coral Key");
  });

  test("answers someone else's property with Property not found on every screen", async ({
    page,
    browser,
  }) => {
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await signUp(otherPage, server.url);
    const theirs = await createProperty(otherPage.request, server.url, { name: "Not Yours Manor" });
    await otherContext.close();

    await signUp(page, server.url);
    for (const path of [
      `/properties/${theirs.id}`,
      `/properties/${theirs.id}/edit`,
      `/properties/${theirs.id}/staffing-requests`,
      `/properties/${theirs.id}/staffing-requests/new`,
      "/properties/999999",
      "/properties/abc",
      "/properties/abc/edit",
    ]) {
      await page.goto(`${server.url}${path}`);
      await expect(page.getByRole("heading", { name: "Property not found" }), path).toBeVisible();
      await expect(page.getByText("Not Yours Manor")).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toHaveCount(0);
    }
  });

  test("shows loading and error states with Try Again on the property screens", async ({
    page,
  }) => {
    await signUp(page, server.url);
    const property = await createProperty(page.request, server.url, { name: "Flaky Heights" });
    const path = `/api/portal/properties/${property.id}`;
    for (const screen of ["", "/edit", "/staffing-requests"]) {
      const hold = await holdApi(page, "GET", path);
      await page.goto(`${server.url}/properties/${property.id}${screen}`);
      await expect(loading(page, "Loading property...")).toBeVisible();
      await hold.release();
      await expect(page.getByText("Flaky Heights").first()).toBeVisible();

      const restore = await failApi(page, "GET", path);
      await page.reload();
      await expect(page.getByRole("heading", { name: "Error loading property" })).toBeVisible();
      await expect(page.getByText("Database unavailable")).toBeVisible();
      await restore();
      await page.getByRole("button", { name: "Try Again" }).click();
      await expect(page.getByText("Flaky Heights").first()).toBeVisible();
    }
  });
});

/**
 * `npm run db:seed`: demo data for trying the portal on the configured database — a property
 * manager `demo.manager` and a staff member `demo.staff` (password printed at the end), three
 * properties in Tampa Bay and a few staffing requests. Safe to run twice: it skips existing users.
 * With the embedded database, stop the server first (one process owns the data directory).
 */
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { hashPassword } from "../src/server/features/auth/passwords";
import { usersRepository } from "../src/server/features/auth/repository";
import { propertiesRepository } from "../src/server/features/properties/repository";
import { staffingRequestsService } from "../src/server/features/staffing-requests/service";

const PASSWORD = "Tampa-Bay-2026";
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const users = usersRepository(database.db);
  const taken = await users.findTaken("demo.manager", "demo.manager@example.com");
  if (taken.username || taken.email) {
    console.log("Demo data already present; nothing to do.");
  } else {
    const passwordHash = await hashPassword(PASSWORD);
    const manager = await users.create({
      username: "demo.manager",
      email: "demo.manager@example.com",
      passwordHash,
      fullName: "Dana Whitfield",
      role: "property_manager",
      companyName: "Bayshore Residential Group",
      phone: "(813) 555-0142",
    });
    await users.create({
      username: "demo.staff",
      email: "demo.staff@example.com",
      passwordHash,
      fullName: "Marcus Reyes",
      role: "staff",
      companyName: null,
      phone: "(727) 555-0188",
    });
    const properties = propertiesRepository(database.db);
    const harbor = await properties.create(manager.id, {
      name: "Harbor Pointe Apartments",
      address: "4100 W Bay to Bay Blvd",
      city: "Tampa",
      state: "FL",
      zip: "33629",
      units: 248,
      description: "Garden-style community near South Tampa with two pools and a fitness center.",
    });
    const palms = await properties.create(manager.id, {
      name: "The Palms at Clearwater",
      address: "2250 Gulf to Bay Blvd",
      city: "Clearwater",
      state: "FL",
      zip: "33765",
      units: 180,
      description: "Mid-rise community five minutes from the beach causeway.",
    });
    await properties.create(manager.id, {
      name: "Cypress Landing",
      address: "27800 Wesley Chapel Blvd",
      city: "Wesley Chapel",
      state: "FL",
      zip: "33544",
      units: 312,
      description: "New lease-up community with heavy move-in volume through spring.",
    });
    const requests = staffingRequestsService(database.db);
    const base = {
      contactName: manager.fullName,
      email: manager.email,
      companyName: "Bayshore Residential Group",
      consent: true,
    };
    await requests.create(manager, {
      ...base,
      propertyId: harbor.id,
      staffType: "maintenance",
      details: "Certified HVAC technician for summer service load, 40 hours a week.",
      startDate: null,
      endDate: null,
      headcount: 1,
      emergency: null,
    });
    await requests.create(manager, {
      ...base,
      propertyId: palms.id,
      staffType: "make-ready",
      details: "Two make-ready specialists for 14 turns at the end of the month.",
      startDate: null,
      endDate: null,
      headcount: 1,
      emergency: null,
    });
    console.log(`Seeded: demo.manager and demo.staff, password ${PASSWORD}`);
  }
} finally {
  await database.close();
}

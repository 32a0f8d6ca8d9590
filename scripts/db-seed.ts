/**
 * `npm run db:seed`: demo data for trying the portal on the configured database — a property
 * manager `demo.manager`, two staff members `demo.staff` and `demo.staff2`, and an agency admin
 * `demo.admin` (one password, printed at the end; demo data only, never on a production
 * database), three properties in Tampa Bay, staffing requests (one an open emergency) and
 * placements in every state a screen shows: a completed, rated assignment, a confirmed one and an
 * open offer; and the completed work's weeks of hours at a bill rate: the first approved and
 * locked by the agency, the others approved, the last one submitted and awaiting the manager's
 * approval (so /timesheet, the manager's approvals and /reports have something to show); and
 * three open job postings on the public board, one with demo.staff2's interest. Safe to
 * run twice: it skips existing users. With the embedded database, stop the
 * server first (one process owns the data directory).
 */

import { addDays, weekDays, weekStartOf } from "../src/domain/timesheet";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import {
  type AssignmentResult,
  assignmentsService,
} from "../src/server/features/assignments/service";
import { hashPassword } from "../src/server/features/auth/passwords";
import { usersRepository } from "../src/server/features/auth/repository";
import { jobsRepository } from "../src/server/features/jobs/repository";
import { profilesService } from "../src/server/features/profiles/service";
import { propertiesRepository } from "../src/server/features/properties/repository";
import {
  type CreateResult,
  staffingRequestsService,
} from "../src/server/features/staffing-requests/service";
import { timesheetsRepository } from "../src/server/features/timesheets/repository";
import { type TimesheetResult, timesheetsService } from "../src/server/features/timesheets/service";

/** The assignment of a placement step, or a thrown error naming the refusal. */
function made(result: AssignmentResult) {
  if ("refused" in result) throw new Error(`seed: ${result.message}`);
  return result.assignment;
}

/** The timesheet of a timesheet step, or a thrown error naming the refusal. */
function logged(result: TimesheetResult) {
  if (!("ok" in result)) throw new Error(`seed: ${result.message}`);
  return result.timesheet;
}

/** The stored request, or a thrown error. */
function stored(result: CreateResult) {
  if (!("ok" in result)) throw new Error(`seed: ${result.error}`);
  return result.request;
}

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
    const marcus = await users.create({
      username: "demo.staff",
      email: "demo.staff@example.com",
      passwordHash,
      fullName: "Marcus Reyes",
      role: "staff",
      companyName: null,
      phone: "(727) 555-0188",
    });
    const keisha = await users.create({
      username: "demo.staff2",
      email: "demo.staff2@example.com",
      passwordHash,
      fullName: "Keisha Thompson",
      role: "staff",
      companyName: null,
      phone: "(813) 555-0176",
    });
    const admin = await users.create({
      username: "demo.admin",
      email: "demo.admin@example.com",
      passwordHash,
      fullName: "Alicia Moreno",
      role: "admin",
      companyName: null,
      phone: "(813) 555-0100",
    });
    // The two workers' profiles: roles, licences, places and weeks the candidate ranking reads.
    const profiles = profilesService(database.db, config);
    await profiles.update(marcus.id, {
      fullName: marcus.fullName,
      phone: marcus.phone,
      companyName: null,
      staffTypes: ["maintenance", "make-ready"],
      certifications: ["epa_608_universal", "drivers_license"],
      cities: ["tampa", "clearwater", "st-petersburg"],
      availability: {
        monday: ["morning", "afternoon"],
        tuesday: ["morning", "afternoon"],
        wednesday: ["morning", "afternoon"],
        thursday: ["morning", "afternoon"],
        friday: ["morning", "afternoon"],
      },
    });
    await profiles.update(keisha.id, {
      fullName: keisha.fullName,
      phone: keisha.phone,
      companyName: null,
      staffTypes: ["leasing"],
      certifications: [],
      cities: ["tampa", "wesley-chapel"],
      availability: { saturday: ["morning", "afternoon"], sunday: ["afternoon"] },
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
    const cypress = await properties.create(manager.id, {
      name: "Cypress Landing",
      address: "27800 Wesley Chapel Blvd",
      city: "Wesley Chapel",
      state: "FL",
      zip: "33544",
      units: 312,
      description: "New lease-up community with heavy move-in volume through spring.",
    });
    const requests = staffingRequestsService(database.db, undefined, config);
    const base = {
      contactName: manager.fullName,
      email: manager.email,
      companyName: "Bayshore Residential Group",
      consent: true,
    };
    const hvac = stored(
      await requests.create(manager, {
        ...base,
        propertyId: harbor.id,
        staffType: "maintenance",
        details: "Certified HVAC technician for summer service load, 40 hours a week.",
        startDate: null,
        endDate: null,
        headcount: 1,
        emergency: null,
      }),
    );
    const turns = stored(
      await requests.create(manager, {
        ...base,
        propertyId: palms.id,
        staffType: "make-ready",
        details: "Two make-ready specialists for 14 turns at the end of the month.",
        startDate: null,
        endDate: null,
        headcount: 2,
        emergency: null,
      }),
    );
    const storm = await requests.create(manager, {
      ...base,
      propertyId: cypress.id,
      staffType: "groundskeeping",
      details:
        "Storm debris on the pool deck and three downed oaks along the entry drive; need a crew tomorrow at 7 a.m.",
      startDate: null,
      endDate: null,
      headcount: 3,
      emergency: { reason: "storm_recovery" },
    });

    // Placements: past work (completed and rated), confirmed work and an open offer.
    const placements = assignmentsService(database.db, config);
    const agency = { id: admin.id, role: admin.role };
    const day = (offsetDays: number) =>
      new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    const past = made(
      await placements.offer(agency, hvac.id, {
        staffId: marcus.id,
        startDate: day(-30),
        endDate: day(-10),
        notes: "Report to the maintenance shop behind building 4.",
      }),
    );
    made(await placements.accept({ id: marcus.id, role: marcus.role }, past.id));
    made(await placements.complete(agency, past.id));
    made(
      await placements.rate({ id: manager.id, role: manager.role }, past.id, {
        rating: 5,
        note: "Cleared the HVAC backlog in two weeks; residents noticed.",
        requestAgain: true,
      }),
    );
    const confirmed = made(
      await placements.offer(agency, turns.id, {
        staffId: marcus.id,
        startDate: day(7),
        endDate: day(21),
        notes: "Paint and punch list; keys at the leasing office.",
      }),
    );
    made(await placements.accept({ id: marcus.id, role: marcus.role }, confirmed.id));
    made(
      await placements.offer(agency, turns.id, {
        staffId: keisha.id,
        startDate: day(7),
        endDate: day(21),
        notes: "Paint and punch list; keys at the leasing office.",
      }),
    );

    // The completed HVAC work's hours, week by week (Monday to Friday, 08:00–16:30, 30 min break).
    const sheets = timesheetsService(database.db, {
      publicUrl: config.publicUrl,
      agencyNotifyEmail: config.agencyNotifyEmail,
    });
    const sheetRows = timesheetsRepository(database.db);
    await sheets.setRates(past.id, { billRate: 34, payRate: 24 });
    const worker = { id: marcus.id, role: marcus.role };
    const weeks: string[] = [];
    for (let week = weekStartOf(day(-30)); week <= day(-10); week = addDays(week, 7)) {
      weeks.push(week);
    }
    for (const [index, week] of weeks.entries()) {
      await sheets.prepareWorkerWeek(worker, week);
      const page = await sheetRows.page(
        { kind: "staff", userId: marcus.id },
        { week, limit: 50, sort: "newest" },
        undefined,
      );
      const sheet = page.items.find((row) => row.assignmentId === past.id);
      if (!sheet) throw new Error(`seed: no timesheet for the week of ${week}`);
      const days = weekDays(week)
        .slice(0, 5)
        .filter((date) => date >= day(-30) && date <= day(-10))
        .map((date) => ({ date, start: "08:00", end: "16:30", breakMinutes: 30 }));
      logged(await sheets.save(worker, sheet.id, { days }));
      logged(await sheets.submit(worker, sheet.id));
      if (index < weeks.length - 1) {
        logged(await sheets.approve({ id: manager.id, role: manager.role }, sheet.id));
      }
      if (index === 0) logged(await sheets.lock(agency, sheet.id));
    }

    // The public job board (decision 0020): three open postings, none naming the client or the
    // property; demo.staff2 is interested in the make-ready one, so she ranks first for it.
    const jobs = jobsRepository(database.db);
    const openFor = day(45);
    await jobs.insert({
      requestId: hvac.id,
      title: "HVAC Maintenance Technician",
      description:
        "Keep a 280-home garden-style community in Tampa comfortable through the summer: diagnose and repair split systems and package units, replace capacitors and contactors, clear condensate lines and keep the service-request queue under 48 hours.\n\nYou have two or more years of apartment or residential HVAC experience and an EPA 608 certification (Universal preferred). You share a one-week-in-four on-call rotation, paid at time and a half.",
      staffType: "maintenance",
      city: "Tampa",
      employmentType: "FULL_TIME",
      payMin: 24,
      payMax: 29,
      schedule: "Monday to Friday, 8:00 to 4:30, one week in four on call",
      startDate: day(10),
      validThrough: openFor,
    });
    const makeReady = await jobs.insert({
      requestId: turns.id,
      title: "Make-Ready Specialist",
      description:
        "Turn vacant apartments into move-in-ready homes in St. Petersburg: patch and paint, replace blinds and fixtures, recaulk tubs and counters, and walk each unit against the punch list before the cleaners arrive.\n\nA steady hand with paint and basic plumbing and electrical repairs is what counts; bring your own hand tools. Two weeks of work with a good chance of more.",
      staffType: "make-ready",
      city: "St. Petersburg",
      employmentType: "TEMPORARY",
      payMin: 19,
      payMax: 22,
      schedule: "Monday to Friday, 7:30 to 4:00",
      startDate: day(7),
      validThrough: day(6),
    });
    await jobs.addInterest(makeReady, keisha.id);
    if ("ok" in storm) {
      await jobs.insert({
        requestId: storm.request.id,
        title: "Groundskeeper, Storm Clean-Up Crew",
        description:
          "Join a three-person crew clearing storm debris at a Wesley Chapel community: chainsaw work on downed oaks, blowing and hauling debris off the pool deck and walkways, and restoring the entry beds.\n\nYou are comfortable with a chainsaw and a zero-turn mower and can lift 50 pounds. Work starts at 7 a.m.; water, gloves and eye protection are provided.",
        staffType: "groundskeeping",
        city: "Wesley Chapel",
        employmentType: "TEMPORARY",
        payMin: 18,
        payMax: 21,
        schedule: "Daily from 7:00 until the work is done, about a week",
        startDate: day(1),
        validThrough: day(14),
      });
    }

    console.log(
      `Seeded: demo.manager, demo.staff, demo.staff2 and demo.admin, password ${PASSWORD}`,
    );
  }
} finally {
  await database.close();
}

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AGENCY_TIME_ZONE,
  addDays,
  checkTimesheetDays,
  minutesToHours,
  OVERTIME_THRESHOLD_MINUTES,
  shiftMinutes,
  type TimesheetDayInput,
  type TimesheetDaysInput,
  timesheetDaysSchema,
  timesheetStatuses,
  weekDays,
  weekStartOf,
  weekTotals,
} from "./timesheet";

// Oracles written independently of the module: epoch days through Date, the US DST rule.

const MS_PER_DAY = 86_400_000;
/** Calendar day of epoch day `n` (0 = 1970-01-01). */
const dayOf = (n: number) => new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
/** Epoch day of calendar day `day`. */
const epochDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY;
/** 0 Sunday … 6 Saturday. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Clock difference from `start` to `end`, an end at or before the start being the next day. */
const clockMinutes = (start: string, end: string) => {
  const difference = (minutesOf(end) - minutesOf(start) + 1440) % 1440;
  return difference === 0 ? 1440 : difference;
};
/**
 * True when the clocks change in New York on `day`: since 2007 (Energy Policy Act of 2005), the
 * second Sunday of March and the first Sunday of November.
 */
const isClockChangeDay = (day: string) => {
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  return (
    weekday(day) === 0 && ((month === 3 && date >= 8 && date <= 14) || (month === 11 && date <= 7))
  );
};

const FIRST_EPOCH_DAY = epochDay("2007-01-01");
const LAST_EPOCH_DAY = epochDay("2099-12-31");
const anyDay = fc.integer({ min: FIRST_EPOCH_DAY, max: LAST_EPOCH_DAY }).map(dayOf);
/** A day on which a shift (that day and the next morning) meets no clock change. */
const ordinaryDay = anyDay.filter(
  (day) => !isClockChangeDay(day) && !isClockChangeDay(dayOf(epochDay(day) + 1)),
);
const anyTime = fc.integer({ min: 0, max: 1439 }).map(hhmm);
const anyBreak = fc.integer({ min: 0, max: 720 });
const year = fc.integer({ min: 2007, max: 2099 });
/** The Sunday of `year`'s clock change in `month` (3: spring forward, 11: fall back). */
const changeSunday = (y: number, month: 3 | 11) => {
  const first = month === 3 ? 8 : 1;
  for (let date = first; date < first + 7; date++) {
    const day = `${y}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
    if (weekday(day) === 0) return day;
  }
  throw new Error("unreachable");
};
const saturdayBefore = (sunday: string) => dayOf(epochDay(sunday) - 1);

describe("constants", () => {
  it("reads times in New York and counts overtime past 40 hours", () => {
    expect(AGENCY_TIME_ZONE).toBe("America/New_York");
    expect(OVERTIME_THRESHOLD_MINUTES).toBe(2400);
    expect(timesheetStatuses).toEqual(["draft", "submitted", "approved", "disputed"]);
  });
});

describe("weekStartOf, weekDays, addDays", () => {
  it("gives the Monday before a Sunday", () => {
    expect(weekStartOf("2026-03-08")).toBe("2026-03-02");
  });

  it("gives a Monday itself", () => {
    expect(weekStartOf("2026-03-09")).toBe("2026-03-09");
  });

  it("goes back across a year end", () => {
    expect(weekStartOf("2026-01-01")).toBe("2025-12-29");
    expect(weekStartOf("2027-01-03")).toBe("2026-12-28");
  });

  it("lists Monday to Sunday across a year end", () => {
    expect(weekDays("2026-12-28")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
  });

  it("adds and subtracts calendar days through leap days and DST nights", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
    expect(addDays("2026-11-01", 1)).toBe("2026-11-02");
    expect(addDays("2026-01-15", 0)).toBe("2026-01-15");
  });

  it("throws a RangeError on a day that does not exist", () => {
    expect(() => weekStartOf("2026-02-30")).toThrow(RangeError);
    expect(() => addDays("2026-1-5", 1)).toThrow(RangeError);
  });

  it("always gives a Monday at most 6 days before the day (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: epochDay("1900-01-01"), max: LAST_EPOCH_DAY }), (n) => {
        const monday = weekStartOf(dayOf(n));
        expect(weekday(monday)).toBe(1);
        expect(epochDay(monday)).toBeLessThanOrEqual(n);
        expect(epochDay(monday)).toBeGreaterThan(n - 7);
      }),
      { numRuns: 500 },
    );
  });

  it("adds n days like epoch-day arithmetic (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: FIRST_EPOCH_DAY, max: LAST_EPOCH_DAY }),
        fc.integer({ min: -1000, max: 1000 }),
        (n, k) => {
          expect(addDays(dayOf(n), k)).toBe(dayOf(n + k));
        },
      ),
    );
  });

  it("lists the 7 consecutive days from the Monday (property)", () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const days = weekDays(weekStartOf(day));
        expect(days.map(weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
        expect(days).toContain(day);
      }),
    );
  });
});

describe("shiftMinutes", () => {
  it("takes the break off a day shift: 08:00–16:30 with 30 min is 480", () => {
    expect(shiftMinutes("2026-05-12", "08:00", "16:30", 30)).toBe(480);
  });

  it("ends an overnight shift the next morning: 22:00–06:00 is 480", () => {
    expect(shiftMinutes("2026-05-12", "22:00", "06:00", 0)).toBe(480);
  });

  it("counts an end equal to the start as 24 hours", () => {
    expect(shiftMinutes("2026-05-12", "07:00", "07:00", 60)).toBe(1380);
  });

  it("is an hour shorter across spring forward: 22:00 Sat 2026-03-07 to 06:00 is 420", () => {
    expect(shiftMinutes("2026-03-07", "22:00", "06:00", 0)).toBe(420);
  });

  it("is an hour longer across fall back: 22:00 Sat 2026-10-31 to 06:00 is 540", () => {
    expect(shiftMinutes("2026-10-31", "22:00", "06:00", 0)).toBe(540);
  });

  it("is an hour shorter or longer for a shift starting early on the change day", () => {
    expect(shiftMinutes("2026-03-08", "01:00", "09:00", 0)).toBe(420);
    expect(shiftMinutes("2026-11-01", "00:00", "08:00", 0)).toBe(540);
  });

  it("reads a start the clocks skip one hour later (02:30 → 03:30 EDT), as TZDate does", () => {
    expect(shiftMinutes("2026-03-08", "02:30", "10:00", 0)).toBe(390);
  });

  it("reads a start that happens twice as its first occurrence (EDT)", () => {
    expect(shiftMinutes("2026-11-01", "01:30", "03:00", 0)).toBe(150);
  });

  it("gives 0, never less, for a shift inside the skipped hour or a break too long", () => {
    expect(shiftMinutes("2026-03-08", "02:30", "03:10", 0)).toBe(0);
    expect(shiftMinutes("2026-05-12", "08:00", "09:00", 90)).toBe(0);
  });

  it("is the clock difference minus the break on days without a clock change (property)", () => {
    fc.assert(
      fc.property(ordinaryDay, anyTime, anyTime, anyBreak, (day, start, end, breakMinutes) => {
        expect(shiftMinutes(day, start, end, breakMinutes)).toBe(
          Math.max(0, clockMinutes(start, end) - breakMinutes),
        );
      }),
      { numRuns: 500 },
    );
  });

  it("makes an overnight shift 24 h − (start − end) on ordinary days (property)", () => {
    fc.assert(
      fc.property(
        ordinaryDay,
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.boolean(),
        (day, a, b, sameTime) => {
          // Equal times (a 24 h shift) would be drawn only once in 1440 runs without `sameTime`.
          const [end, start] = sameTime ? [a, a] : a <= b ? [a, b] : [b, a];
          expect(shiftMinutes(day, hhmm(start), hhmm(end), 0)).toBe(1440 - (start - end));
        },
      ),
    );
  });

  it("loses an hour on a night crossing 03:00 EDT on spring-forward Sunday (property)", () => {
    fc.assert(
      fc.property(
        year,
        fc.integer({ min: 180, max: 1439 }),
        fc.integer({ min: 180, max: 1439 }),
        (y, a, b) => {
          const [end, start] = a <= b ? [a, b] : [b, a];
          const saturday = saturdayBefore(changeSunday(y, 3));
          expect(shiftMinutes(saturday, hhmm(start), hhmm(end), 0)).toBe(1440 - (start - end) - 60);
        },
      ),
    );
  });

  it("gains an hour on a night crossing 02:00 EST on fall-back Sunday (property)", () => {
    fc.assert(
      fc.property(
        year,
        fc.integer({ min: 120, max: 1439 }),
        fc.integer({ min: 120, max: 1439 }),
        (y, a, b) => {
          const [end, start] = a <= b ? [a, b] : [b, a];
          const saturday = saturdayBefore(changeSunday(y, 11));
          expect(shiftMinutes(saturday, hhmm(start), hhmm(end), 0)).toBe(1440 - (start - end) + 60);
        },
      ),
    );
  });

  it("is a whole number of minutes in [0, 1500] on any day (property)", () => {
    const changeNight = fc
      .tuple(year, fc.constantFrom(3 as const, 11 as const), fc.boolean())
      .map(([y, month, dayBefore]) => {
        const sunday = changeSunday(y, month);
        return dayBefore ? saturdayBefore(sunday) : sunday;
      });
    fc.assert(
      fc.property(
        fc.oneof(anyDay, changeNight),
        anyTime,
        anyTime,
        anyBreak,
        (day, start, end, breakMinutes) => {
          const minutes = shiftMinutes(day, start, end, breakMinutes);
          expect(Number.isInteger(minutes)).toBe(true);
          expect(minutes).toBeGreaterThanOrEqual(0);
          expect(minutes).toBeLessThanOrEqual(1500);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("minutesToHours", () => {
  it("rounds to 2 decimals", () => {
    expect(minutesToHours(450)).toBe(7.5);
    expect(minutesToHours(495)).toBe(8.25);
    expect(minutesToHours(20)).toBe(0.33);
    expect(minutesToHours(40)).toBe(0.67);
    expect(minutesToHours(0)).toBe(0);
    expect(minutesToHours(2700)).toBe(45);
  });
});

const worked = (date: string, start: string, end: string, breakMinutes = 0) => ({
  date,
  start,
  end,
  breakMinutes,
});
const off = (date: string): TimesheetDayInput => ({
  date,
  start: null,
  end: null,
  breakMinutes: 0,
});

describe("weekTotals", () => {
  it("puts 45 h's 300 overtime minutes on the crossing day and the later worked days", () => {
    // Mon–Wed 12 h (2160), Thu 6 h crosses 40 h by 120, Fri off, Sat 3 h all overtime; given out of order.
    const totals = weekTotals([
      worked("2026-03-07", "09:00", "12:00"),
      worked("2026-03-05", "08:00", "14:30", 30),
      off("2026-03-06"),
      worked("2026-03-02", "06:00", "18:00"),
      worked("2026-03-04", "18:00", "06:00"),
      worked("2026-03-03", "06:00", "18:30", 30),
    ]);
    expect(totals).toEqual({
      days: [
        { date: "2026-03-02", minutes: 720, overtimeMinutes: 0 },
        { date: "2026-03-03", minutes: 720, overtimeMinutes: 0 },
        { date: "2026-03-04", minutes: 720, overtimeMinutes: 0 },
        { date: "2026-03-05", minutes: 360, overtimeMinutes: 120 },
        { date: "2026-03-06", minutes: 0, overtimeMinutes: 0 },
        { date: "2026-03-07", minutes: 180, overtimeMinutes: 180 },
      ],
      totalMinutes: 2700,
      regularMinutes: 2400,
      overtimeMinutes: 300,
    });
  });

  it("has no overtime at exactly 40 h", () => {
    const week = weekDays("2026-05-11")
      .slice(0, 4)
      .map((day) => worked(day, "07:00", "17:00"));
    const totals = weekTotals(week);
    expect(totals.totalMinutes).toBe(2400);
    expect(totals.overtimeMinutes).toBe(0);
    expect(totals.days.every((day) => day.overtimeMinutes === 0)).toBe(true);
  });

  it("counts a real 7-hour spring-forward night as 7 hours", () => {
    expect(weekTotals([worked("2026-03-07", "22:00", "06:00")]).totalMinutes).toBe(420);
  });

  it("is all zeros for an empty week", () => {
    expect(weekTotals([])).toEqual({
      days: [],
      totalMinutes: 0,
      regularMinutes: 0,
      overtimeMinutes: 0,
    });
  });

  const weekOfShifts = fc
    .tuple(
      anyDay,
      fc.array(fc.option(fc.tuple(anyTime, anyTime, fc.integer({ min: 0, max: 120 }))), {
        minLength: 7,
        maxLength: 7,
      }),
    )
    .chain(([day, shifts]) => {
      const days = weekDays(weekStartOf(day)).map((date, i) => {
        const shift = shifts[i];
        return shift ? worked(date, shift[0], shift[1], shift[2]) : off(date);
      });
      return fc.shuffledSubarray(days);
    });

  it("keeps its sums, split and order for any week (property)", () => {
    fc.assert(
      fc.property(weekOfShifts, (days) => {
        const totals = weekTotals(days);
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        expect(totals.days.map((d) => d.date)).toEqual(days.map((d) => d.date).sort());
        for (const day of totals.days) {
          const given = days.find((d) => d.date === day.date) as TimesheetDayInput;
          expect(day.minutes).toBe(
            given.start === null || given.end === null
              ? 0
              : shiftMinutes(given.date, given.start, given.end, given.breakMinutes),
          );
          expect(day.overtimeMinutes).toBeGreaterThanOrEqual(0);
          expect(day.overtimeMinutes).toBeLessThanOrEqual(day.minutes);
        }
        expect(sum(totals.days.map((d) => d.minutes))).toBe(totals.totalMinutes);
        expect(sum(totals.days.map((d) => d.overtimeMinutes))).toBe(totals.overtimeMinutes);
        expect(totals.regularMinutes).toBeLessThanOrEqual(2400);
        expect(totals.regularMinutes).toBe(Math.min(totals.totalMinutes, 2400));
        expect(totals.overtimeMinutes).toBe(Math.max(0, totals.totalMinutes - 2400));
        expect(totals.regularMinutes + totals.overtimeMinutes).toBe(totals.totalMinutes);
      }),
      { numRuns: 300 },
    );
  });

  it("puts overtime only on the day crossing 40 h (its excess) and after (property)", () => {
    fc.assert(
      fc.property(weekOfShifts, (days) => {
        let before = 0;
        for (const day of weekTotals(days).days) {
          const after = before + day.minutes;
          if (after <= 2400) expect(day.overtimeMinutes).toBe(0);
          else if (before >= 2400) expect(day.overtimeMinutes).toBe(day.minutes);
          else expect(day.overtimeMinutes).toBe(after - 2400);
          before = after;
        }
      }),
      { numRuns: 300 },
    );
  });
});

/** The messages of a parse keyed like "days.0.end". */
function messages(body: unknown): Record<string, string[]> {
  const result = timesheetDaysSchema.safeParse(body);
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join(".");
    byPath[key] = [...(byPath[key] ?? []), issue.message];
  }
  return byPath;
}

describe("timesheetDaysSchema", () => {
  it("accepts a week of worked and not-worked days, defaulting the break to 0", () => {
    const result = timesheetDaysSchema.parse({
      days: [
        { date: "2026-03-02", start: "08:00", end: "16:30", breakMinutes: 30 },
        { date: "2026-03-03", start: "22:00", end: "06:00" },
        { date: "2026-03-04", start: null, end: null, breakMinutes: 0 },
        { date: "2026-03-05" },
        { date: "2026-03-06", start: "", end: "" },
      ],
    });
    expect(result.days).toEqual([
      { date: "2026-03-02", start: "08:00", end: "16:30", breakMinutes: 30 },
      { date: "2026-03-03", start: "22:00", end: "06:00", breakMinutes: 0 },
      { date: "2026-03-04", start: null, end: null, breakMinutes: 0 },
      { date: "2026-03-05", start: null, end: null, breakMinutes: 0 },
      { date: "2026-03-06", start: null, end: null, breakMinutes: 0 },
    ]);
  });

  it("accepts an empty list and 00:00 to 23:59", () => {
    expect(messages({ days: [] })).toEqual({});
    expect(messages({ days: [worked("2026-03-02", "00:00", "23:59")] })).toEqual({});
  });

  it("refuses a missing list and more than 7 days", () => {
    expect(messages({})).toEqual({ days: ["Give the days of the week"] });
    const eight = Array.from({ length: 8 }, (_, i) => off(addDays("2026-03-02", i)));
    expect(messages({ days: eight })).toEqual({ days: ["A week has at most 7 days"] });
  });

  it("refuses a day given twice, on the later copy's date", () => {
    expect(
      messages({
        days: [off("2026-03-02"), worked("2026-03-03", "08:00", "16:00"), off("2026-03-02")],
      }),
    ).toEqual({ "days.2.date": ["Each day may appear only once"] });
  });

  it("refuses dates that do not exist or are malformed", () => {
    expect(messages({ days: [off("2026-02-30")] })).toEqual({
      "days.0.date": ["Enter a valid date"],
    });
    // isoDaySchema's own messages: the format first (it also adds "Enter a valid date").
    expect(messages({ days: [off("2026-3-2")] })["days.0.date"]?.[0]).toBe(
      "Use a date in the form YYYY-MM-DD",
    );
  });

  it("refuses times outside 00:00–23:59 or not HH:MM", () => {
    const message = "Use a time in the form HH:MM, from 00:00 to 23:59";
    for (const time of ["24:00", "7:30", "07:60", "07:30:00", "0730", "noon"]) {
      expect(messages({ days: [worked("2026-03-02", "08:00", time)] })).toEqual({
        "days.0.end": [message],
      });
    }
  });

  it("refuses only one of start and end, on the missing one", () => {
    const message = "Give both a start and an end time, or neither";
    expect(
      messages({ days: [{ date: "2026-03-02", start: "08:00", end: null, breakMinutes: 0 }] }),
    ).toEqual({ "days.0.end": [message] });
    expect(messages({ days: [{ date: "2026-03-02", end: "16:00" }] })).toEqual({
      "days.0.start": [message],
    });
  });

  it("refuses a break on a day not worked", () => {
    expect(messages({ days: [{ ...off("2026-03-02"), breakMinutes: 30 }] })).toEqual({
      "days.0.breakMinutes": ["A day not worked has no break: set the break to 0"],
    });
  });

  it("refuses a break that is not a whole number from 0 to 720", () => {
    const message = "Enter the break in whole minutes, from 0 to 720";
    for (const breakMinutes of [-1, 721, 12.5, "30", null, Number.NaN]) {
      expect(
        messages({ days: [{ ...worked("2026-03-02", "08:00", "08:00"), breakMinutes }] }),
      ).toEqual({ "days.0.breakMinutes": [message] });
    }
    expect(messages({ days: [worked("2026-03-02", "08:00", "08:00", 720)] })).toEqual({});
  });

  it("refuses a break as long as the shift and accepts one a minute shorter", () => {
    const message = "The break must be shorter than the shift";
    expect(messages({ days: [worked("2026-03-02", "08:00", "09:00", 60)] })).toEqual({
      "days.0.breakMinutes": [message],
    });
    expect(messages({ days: [worked("2026-03-02", "08:00", "09:00", 59)] })).toEqual({});
    // Real elapsed time: the spring-forward night 22:00–06:00 lasts 420 minutes.
    expect(messages({ days: [worked("2026-03-07", "22:00", "06:00", 420)] })).toEqual({
      "days.0.breakMinutes": [message],
    });
    expect(messages({ days: [worked("2026-03-07", "22:00", "06:00", 419)] })).toEqual({});
  });

  it("refuses a shift inside the hour the clocks skip, on its end", () => {
    expect(messages({ days: [worked("2026-03-08", "02:30", "03:10")] })).toEqual({
      "days.0.end": [
        "The clocks go forward from 02:00 to 03:00 that night, so this shift has no time",
      ],
    });
  });

  it("shows every day's messages at once, each on its own field", () => {
    expect(
      messages({
        days: [
          { date: "2026-02-30", start: "08:00", end: null },
          worked("2026-03-03", "25:00", "16:00", 30),
          worked("2026-03-04", "08:00", "09:00", 90),
        ],
      }),
    ).toEqual({
      "days.0.date": ["Enter a valid date"],
      "days.0.end": ["Give both a start and an end time, or neither"],
      "days.1.start": ["Use a time in the form HH:MM, from 00:00 to 23:59"],
      "days.2.breakMinutes": ["The break must be shorter than the shift"],
    });
  });

  /** A worked ordinary day with its clock length (the shift's real length on such a day). */
  const workedDay = fc
    .tuple(ordinaryDay, anyTime, anyTime)
    .map(([date, start, end]) => ({ date, start, end, length: clockMinutes(start, end) }));

  const validBody = fc
    .tuple(
      anyDay,
      fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
      fc.array(fc.option(fc.tuple(anyTime, anyTime, fc.nat())), { minLength: 7, maxLength: 7 }),
    )
    .map(([day, offsets, shifts]) => {
      const monday = weekStartOf(day);
      return {
        days: offsets.map((offset, i): TimesheetDayInput => {
          const date = addDays(monday, offset);
          const shift = shifts[i];
          if (!shift) return off(date);
          const [start, end, seed] = shift;
          const length = shiftMinutes(date, start, end, 0);
          if (length === 0) return off(date); // inside the hour skipped in spring
          return worked(date, start, end, seed % (Math.min(720, length - 1) + 1));
        }),
      };
    });

  it("accepts every valid body and keeps it as given (property)", () => {
    fc.assert(
      fc.property(validBody, (body) => {
        expect(timesheetDaysSchema.parse(body)).toEqual(body);
      }),
      { numRuns: 300 },
    );
  });

  it("refuses a break at least as long as the shift (property)", () => {
    fc.assert(
      fc.property(
        workedDay.filter((day) => day.length <= 720),
        fc.integer({ min: 0, max: 720 }),
        (day, extra) => {
          const breakMinutes = Math.min(720, day.length + extra);
          expect(
            messages({
              days: [off(addDays(day.date, 1)), worked(day.date, day.start, day.end, breakMinutes)],
            }),
          ).toEqual({ "days.1.breakMinutes": ["The break must be shorter than the shift"] });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("timesheetDaysSchema on any JSON", () => {
  it("refuses days that are not objects (an array, null, a string) without throwing", () => {
    for (const day of [[-6.79e90, "')/RQ ", null], null, "2026-10-05", 7, []]) {
      const result = timesheetDaysSchema.safeParse({ days: [day] });
      expect(result.success).toBe(false);
    }
  });

  it("answers every JSON value with a result, never an exception (found by the API fuzzer)", () => {
    const day = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.record(
        {
          date: fc.oneof(fc.constant("2026-10-05"), fc.jsonValue({ maxDepth: 1 })),
          start: fc.oneof(fc.constant("22:00"), fc.jsonValue({ maxDepth: 1 })),
          end: fc.oneof(fc.constant("06:00"), fc.jsonValue({ maxDepth: 1 })),
          breakMinutes: fc.oneof(fc.constant(30), fc.jsonValue({ maxDepth: 1 })),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue({ maxDepth: 3 }),
          fc.record({ days: fc.array(day, { maxLength: 8 }) }),
        ),
        (body) => {
          expect(() => timesheetDaysSchema.safeParse(body)).not.toThrow();
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("checkTimesheetDays", () => {
  const context = {
    weekStart: "2026-03-02",
    today: "2026-03-05",
    assignmentStart: "2026-03-03",
    assignmentEnd: "2026-03-06",
  };
  const body = (...days: TimesheetDayInput[]): TimesheetDaysInput => ({ days });

  it("is empty when every day fits", () => {
    expect(
      checkTimesheetDays(
        body(
          worked("2026-03-03", "08:00", "16:00"),
          worked("2026-03-05", "08:00", "16:00"),
          off("2026-03-02"),
          off("2026-03-08"),
        ),
        context,
      ),
    ).toEqual({});
  });

  it("refuses a day outside the week, worked or not", () => {
    expect(
      checkTimesheetDays(body(off("2026-03-01"), worked("2026-03-09", "08:00", "16:00")), {
        ...context,
        today: "2026-03-20",
      }),
    ).toEqual({
      "days.0.date": "2026-03-01 is not in the week of 2026-03-02",
      "days.1.date": "2026-03-09 is not in the week of 2026-03-02",
    });
  });

  it("refuses hours on a future day but not a future day off", () => {
    expect(
      checkTimesheetDays(
        body(
          off("2026-03-06"),
          worked("2026-03-06", "08:00", "16:00"),
          worked("2026-03-05", "22:00", "06:00"),
        ),
        context,
      ),
    ).toEqual({ "days.1.date": "Hours cannot be logged for a future day" });
  });

  it("refuses hours before the assignment starts or after it ends, not days off", () => {
    expect(
      checkTimesheetDays(
        body(
          worked("2026-03-02", "08:00", "16:00"),
          off("2026-03-02"),
          worked("2026-03-07", "08:00", "16:00"),
          worked("2026-03-06", "08:00", "16:00"),
        ),
        { ...context, today: "2026-03-08" },
      ),
    ).toEqual({
      "days.0.date": "2026-03-02 is outside this assignment's days",
      "days.2.date": "2026-03-07 is outside this assignment's days",
    });
  });

  it("leaves an assignment with no end (or no start) open on that side", () => {
    expect(
      checkTimesheetDays(body(worked("2026-03-08", "08:00", "16:00")), {
        ...context,
        today: "2026-03-08",
        assignmentEnd: null,
      }),
    ).toEqual({});
    expect(
      checkTimesheetDays(body(worked("2026-03-02", "08:00", "16:00")), {
        ...context,
        assignmentStart: null,
      }),
    ).toEqual({});
  });
});

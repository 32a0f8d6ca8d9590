import { describe, expect, it } from "vitest";
import {
  bodyOf,
  type DayFormValues,
  dayFieldErrors,
  formValuesOf,
  liveDayMinutes,
  liveTotals,
  timesheetFormSchema,
} from "./timesheet-form";

const WEEK = "2026-11-16";
const dates = ["16", "17", "18", "19", "20", "21", "22"].map((d) => `2026-11-${d}`);

/** A week of rows, all "did not work", with `worked` rows replaced. */
function week(worked: Record<number, Partial<DayFormValues>> = {}): { days: DayFormValues[] } {
  return {
    days: dates.map((date, index) => ({
      date,
      worked: false,
      start: "",
      end: "",
      breakMinutes: 0,
      ...(worked[index] ? { worked: true, ...worked[index] } : {}),
    })),
  };
}

const apiDay = (date: string, start: string | null = null, end: string | null = null) => ({
  date,
  start,
  end,
  breakMinutes: start ? 30 : 0,
  hours: 0,
  overtimeHours: 0,
});

describe("formValuesOf", () => {
  it("opens every row of a week with no hours yet, and ticks Did not work once hours are saved", () => {
    const fresh = formValuesOf({ days: dates.map((date) => apiDay(date)) });
    expect(fresh.days.every((day) => day.worked)).toBe(true);
    const saved = formValuesOf({
      days: dates.map((date, i) => (i === 0 ? apiDay(date, "08:00", "16:30") : apiDay(date))),
    });
    expect(saved.days[0]).toEqual({
      date: dates[0],
      worked: true,
      start: "08:00",
      end: "16:30",
      breakMinutes: 30,
    });
    expect(saved.days.slice(1).every((day) => !day.worked)).toBe(true);
  });
});

describe("bodyOf", () => {
  it("sends all seven days in order; a day not worked, or left blank, has no times and no break", () => {
    const body = bodyOf(
      week({
        0: { start: "08:00", end: "16:30", breakMinutes: 30 },
        1: { start: "", end: "", breakMinutes: Number.NaN },
      }),
    );
    expect(body.days).toHaveLength(7);
    expect(body.days[0]).toEqual({
      date: dates[0],
      start: "08:00",
      end: "16:30",
      breakMinutes: 30,
    });
    expect(body.days[1]).toEqual({ date: dates[1], start: null, end: null, breakMinutes: 0 });
    expect(body.days[6]).toEqual({ date: dates[6], start: null, end: null, breakMinutes: 0 });
  });
});

describe("timesheetFormSchema", () => {
  const schema = timesheetFormSchema({
    weekStart: WEEK,
    today: "2026-11-20",
    assignmentStart: "2026-11-17",
    assignmentEnd: null,
  });

  it("gives the body to send when the week is valid", () => {
    const result = schema.safeParse(week({ 1: { start: "22:00", end: "06:00", breakMinutes: 0 } }));
    expect(result.success).toBe(true);
    expect(result.data?.days[1]).toEqual({
      date: dates[1],
      start: "22:00",
      end: "06:00",
      breakMinutes: 0,
    });
  });

  it("puts the server's messages on the rows' fields", () => {
    const result = schema.safeParse(
      week({
        1: { start: "08:00", end: "", breakMinutes: 0 },
        2: { start: "08:00", end: "09:00", breakMinutes: 60 },
        3: { start: "08:00", end: "12:00", breakMinutes: Number.NaN },
      }),
    );
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(issues["days.1.end"]).toBe("Give both a start and an end time, or neither");
    expect(issues["days.2.breakMinutes"]).toBe("The break must be shorter than the shift");
    expect(issues["days.3.breakMinutes"]).toBe("Enter the break in whole minutes, from 0 to 720");
  });

  it("refuses hours on a future day and outside the assignment, on the day's date", () => {
    const result = schema.safeParse(
      week({
        0: { start: "08:00", end: "12:00", breakMinutes: 0 },
        5: { start: "08:00", end: "12:00", breakMinutes: 0 },
      }),
    );
    const issues = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(issues).toEqual({
      "days.0.date": "2026-11-16 is outside this assignment's days",
      "days.5.date": "Hours cannot be logged for a future day",
    });
  });
});

describe("live totals", () => {
  it("counts complete worked rows, the overnight shift and the overtime over 40 hours", () => {
    const values = week({
      0: { start: "22:00", end: "06:00", breakMinutes: 0 },
      1: { start: "07:00", end: "17:30", breakMinutes: 30 },
      2: { start: "07:00", end: "17:30", breakMinutes: 30 },
      3: { start: "07:00", end: "17:30", breakMinutes: 30 },
      4: { start: "07:00", end: "17:30", breakMinutes: 30 },
    });
    const totals = liveTotals(values);
    expect(totals.totalMinutes).toBe(48 * 60);
    expect(totals.overtimeMinutes).toBe(8 * 60);
    expect(totals.days[4]?.overtimeMinutes).toBe(8 * 60);
    expect(liveDayMinutes(values.days[0] as DayFormValues)).toBe(8 * 60);
  });

  it("never throws on half-typed rows, and counts them nothing", () => {
    const values = week({
      0: { start: "08:", end: "", breakMinutes: Number.NaN },
      1: { start: "08:00", end: "12:00", breakMinutes: Number.NaN },
    });
    expect(liveTotals(values).totalMinutes).toBe(4 * 60);
    expect(liveDayMinutes(values.days[0] as DayFormValues)).toBe(0);
    expect(liveDayMinutes({ ...(values.days[1] as DayFormValues), worked: false })).toBe(0);
  });
});

describe("dayFieldErrors", () => {
  it("maps the server's day keys to the form's paths and leaves other keys out", () => {
    expect(
      dayFieldErrors({
        "days.2.end": "Give both a start and an end time, or neither",
        "days.0.date": "Hours cannot be logged for a future day",
        note: "unrelated",
        "days.x.end": "malformed",
      }),
    ).toEqual([
      { path: "days.2.end", message: "Give both a start and an end time, or neither" },
      { path: "days.0.date", message: "Hours cannot be logged for a future day" },
    ]);
  });
});

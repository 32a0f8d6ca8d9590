/**
 * How a timesheet's figures read on screen: hours, money, a shift, and the week's cost to the
 * client. Pure functions, unit-tested.
 */

/** "TS-000012": a timesheet's reference, as the e-mails and the agency write it. */
export function timesheetReference(id: number): string {
  return `TS-${String(id).padStart(6, "0")}`;
}

/** Hours with two decimals: 8 → "8.00", 7.5 → "7.50" (as the approval e-mail's page shows them). */
export function hoursText(hours: number): string {
  return hours.toFixed(2);
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Dollars as "$1,234.50". */
export function moneyText(dollars: number): string {
  return usd.format(dollars);
}

/** A rate in dollars per hour as "$32.50/h", or "Not set". */
export function rateText(rate: number | null | undefined): string {
  return rate == null ? "Not set" : `${usd.format(rate)}/h`;
}

/**
 * What the week costs the client: its hours times the bill rate, to the cent; null without a
 * rate. (Overtime premiums are the agency's to bill: the rate is the client's hourly price.)
 */
export function weekCost(totalHours: number, billRate: number | null | undefined): number | null {
  if (billRate == null) return null;
  return Math.round(totalHours * billRate * 100) / 100;
}

/**
 * A day's shift as text: "08:00–16:30, 30 min break", "22:00–06:00 (next day)", or "Did not
 * work" without times.
 */
export function shiftText(day: {
  start: string | null;
  end: string | null;
  breakMinutes: number;
}): string {
  if (day.start === null || day.end === null) return "Did not work";
  const overnight = day.end <= day.start ? " (next day)" : "";
  const pause = day.breakMinutes > 0 ? `, ${day.breakMinutes} min break` : "";
  return `${day.start}–${day.end}${overnight}${pause}`;
}

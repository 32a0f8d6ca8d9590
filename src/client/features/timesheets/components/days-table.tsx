import type { Timesheet } from "@/domain/api/timesheet";
import { hoursText, shiftText } from "../utils/timesheet-format";
import { shortDayLabel } from "../utils/week";

/**
 * A week's days as a table (read-only weeks): the day, the shift with its break, and the hours
 * (with the overtime among them); the totals in the footer. Three columns, so it fits a phone.
 */
export function DaysTable({
  timesheet,
}: {
  timesheet: Pick<Timesheet, "days" | "totalHours" | "overtimeHours" | "weekStart">;
}) {
  return (
    <table className="w-full text-sm tabular-nums">
      <caption className="sr-only">Hours per day</caption>
      <thead>
        <tr className="border-b text-left text-muted-foreground">
          <th scope="col" className="py-2 pr-2 font-medium">
            Day
          </th>
          <th scope="col" className="py-2 pr-2 font-medium">
            Shift
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Hours
          </th>
        </tr>
      </thead>
      <tbody>
        {timesheet.days.map((day) => (
          <tr key={day.date} className="border-b last:border-b-0">
            <th scope="row" className="py-2 pr-2 text-left font-medium whitespace-nowrap">
              {shortDayLabel(day.date)}
            </th>
            <td className="py-2 pr-2">{shiftText(day)}</td>
            <td className="py-2 text-right">
              {hoursText(day.hours)}
              {day.overtimeHours > 0 ? (
                <span className="block text-xs text-amber-900">
                  {hoursText(day.overtimeHours)} overtime
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="border-t font-semibold">
          <th scope="row" colSpan={2} className="py-2 text-left">
            Total
          </th>
          <td className="py-2 text-right">{hoursText(timesheet.totalHours)}</td>
        </tr>
        {timesheet.overtimeHours > 0 ? (
          <tr className="text-amber-900">
            <th scope="row" colSpan={2} className="py-1 text-left font-medium">
              Overtime (over 40 hours in the week)
            </th>
            <td className="py-1 text-right font-semibold">{hoursText(timesheet.overtimeHours)}</td>
          </tr>
        ) : null}
      </tfoot>
    </table>
  );
}

/**
 * The hours of each day in one compact strip ("Mon 8.00 … Sun 0.00"), as a description list, for
 * the managers' and the agency's cards: four columns on a phone, seven from `sm`.
 */
export function DayHoursStrip({ days }: { days: Timesheet["days"] }) {
  return (
    <dl className="grid grid-cols-4 gap-2 text-center text-sm tabular-nums sm:grid-cols-7">
      {days.map((day) => (
        <div key={day.date} className="rounded-md bg-muted px-1 py-1.5">
          <dt className="text-xs text-muted-foreground">
            <span aria-hidden="true">{shortDayLabel(day.date).split(",")[0]}</span>
            <span className="sr-only">{shortDayLabel(day.date)}</span>
          </dt>
          <dd className={day.hours > 0 ? "font-semibold" : "text-muted-foreground"}>
            {hoursText(day.hours)}
            <span className="sr-only"> hours</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

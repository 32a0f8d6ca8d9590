import { Download } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/client/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { cn } from "@/client/lib/cn";
import { downloadCsv } from "@/client/lib/csv";
import { type ReportColumn, reportCsv } from "../utils/report-columns";
import { csvFileName } from "../utils/report-format";

const cellClasses = "px-3 py-2 sm:px-4 print:px-2 print:py-1";

/**
 * A table of a report on a card: its title and what the figures mean, a Download CSV button
 * (the same rows and columns, built in the browser), and a real `<table>` with a caption and
 * `<th scope>` headers; the first column heads each row. It scrolls sideways on a narrow screen
 * instead of widening the page, and in print it keeps to one page where it fits.
 * @param title the card's heading ("By property"), also the CSV file's name.
 * @param caption the table's name for assistive technology (the title with the range).
 * @param range the report's range, for the CSV file's name.
 * @param headingLevel the title's heading (h2 on its own, h3 inside a section).
 */
export function ReportTable<T>({
  title,
  description,
  caption,
  rows,
  columns,
  rowKey,
  range,
  emptyText = "Nothing in this range.",
  headingLevel = "h2",
  className,
}: {
  title: string;
  description?: ReactNode;
  caption: string;
  rows: readonly T[];
  columns: readonly ReportColumn<T>[];
  rowKey: (row: T) => string;
  range: { from: string; to: string };
  emptyText?: string;
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  const [first, ...rest] = columns;
  const captionId = useId();
  return (
    <Card
      className={cn(
        "min-w-0 print:break-inside-avoid print:rounded-none print:border-0 print:shadow-none",
        className,
      )}
    >
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 print:p-0 print:pb-1">
        <div className="min-w-0 space-y-1">
          <CardTitle as={headingLevel} className="print:text-sm">
            {title}
          </CardTitle>
          {description ? (
            <CardDescription className="print:hidden">{description}</CardDescription>
          ) : null}
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="print:hidden"
          aria-label={`Download CSV of ${title.toLowerCase()}`}
          onClick={() => downloadCsv(csvFileName(title, range), reportCsv(rows, columns))}
        >
          <Download aria-hidden="true" />
          Download CSV
        </Button>
      </CardHeader>
      {/* Focusable so a keyboard can scroll it sideways on a phone (Adrian Roselli's "Under-
          Engineered Responsive Tables"); named by the caption. */}
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
        tabIndex={0}
        className="overflow-x-auto border-t outline-none focus-visible:ring-2 focus-visible:ring-ring print:overflow-visible print:border-t-0"
      >
        <table className="w-full border-collapse text-left text-sm print:text-[10px]">
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="bg-muted/60 text-xs font-semibold text-muted-foreground print:bg-transparent print:text-[10px]">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn(
                    cellClasses,
                    "align-bottom font-semibold",
                    column.numeric && "text-right",
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className={cn(cellClasses, "text-muted-foreground")}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {first ? (
                    <th scope="row" className={cn(cellClasses, "font-medium")}>
                      {first.cell(row)}
                    </th>
                  ) : null}
                  {rest.map((column) => (
                    <td
                      key={column.header}
                      className={cn(
                        cellClasses,
                        column.numeric && "text-right whitespace-nowrap tabular-nums",
                      )}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </Card>
  );
}

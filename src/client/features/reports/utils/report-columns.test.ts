import { describe, expect, it } from "vitest";
import { BOM } from "@/client/lib/csv";
import {
  type ClientRow,
  clientColumns,
  monthColumns,
  reportCsv,
  type StaffTypeRow,
  staffTypeColumns,
} from "./report-columns";

const maintenance: StaffTypeRow = {
  staffType: "maintenance",
  requests: 2,
  positions: 5,
  filled: 3,
  fillRate: 0.6,
  timeToFillHours: { median: 12, p90: 18.4 },
  approvedHours: 21.5,
  spend: 431.25,
};

describe("report columns", () => {
  it("show figures for people and give the CSV plain numbers with units in the headers", () => {
    expect(staffTypeColumns.map((column) => column.cell(maintenance))).toEqual([
      "Maintenance Technicians",
      "2",
      "5",
      "3",
      "60%",
      "12 h",
      "18.4 h",
      "21.5",
      "$431.25",
    ]);
    expect(reportCsv([maintenance], staffTypeColumns)).toBe(
      `${BOM}Staff type,Requests,Positions,Filled,Fill rate (%),Time to fill median (hours),Time to fill 90th percentile (hours),Approved hours,Spend (USD)\r\n` +
        "Maintenance Technicians,2,5,3,60,12,18.4,21.5,431.25\r\n",
    );
  });

  it("leave missing figures empty in the CSV and show a dash", () => {
    const none = { ...maintenance, fillRate: null, timeToFillHours: { median: null, p90: null } };
    expect(staffTypeColumns[4]?.cell(none)).toBe("—");
    expect(reportCsv([none], staffTypeColumns).split("\r\n")[1]).toBe(
      "Maintenance Technicians,2,5,3,,,,21.5,431.25",
    );
  });

  it("write a month as Oct 2026 on screen and 2026-10 in the CSV", () => {
    const october = { month: "2026-10", approvedHours: 21.5, spend: 431.25 };
    expect(monthColumns.map((column) => column.cell(october))).toEqual([
      "Oct 2026",
      "21.5",
      "$431.25",
    ]);
    expect(reportCsv([october], monthColumns)).toBe(
      `${BOM}Month,Approved hours,Spend (USD)\r\n2026-10,21.5,431.25\r\n`,
    );
  });

  it("neutralise a name that starts like a formula (a client's company typed by a user)", () => {
    const client: ClientRow = {
      client: '=HYPERLINK("http://evil.example","Gulfview")',
      requests: 1,
      positions: 1,
      filled: 0,
      fillRate: 0,
      approvedHours: 0,
      spend: 0,
    };
    expect(reportCsv([client], clientColumns).split("\r\n")[1]).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Gulfview"")",1,1,0,0,0,0',
    );
  });
});

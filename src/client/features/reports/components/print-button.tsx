import { Printer } from "lucide-react";
import { Button } from "@/client/components/ui/button";

/**
 * Print: opens the browser's print dialog. The report's print styles leave out the portal's
 * navigation and every control, and keep the figures, charts and tables to one page where they
 * fit. Hidden in print itself.
 */
export function PrintButton() {
  return (
    <Button type="button" variant="outline" className="print:hidden" onClick={() => window.print()}>
      <Printer aria-hidden="true" />
      Print
    </Button>
  );
}

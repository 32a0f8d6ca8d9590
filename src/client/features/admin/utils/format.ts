/** Formatting shared by the admin screens. */
import { format, isValid, parseISO } from "date-fns";

/** A timestamp with its time of day in the browser's time zone ("Jun 2, 2025, 3:04 PM"). */
export function formatDateTime(value: string | null | undefined, fallback = "N/A"): string {
  if (!value) return fallback;
  const date = parseISO(value);
  return isValid(date) ? format(date, "MMM d, yyyy, h:mm a") : fallback;
}

/** The request's place: "Pelican Bay, Naples", the property alone, or null for none. */
export function propertyPlace(request: {
  propertyName: string | null;
  propertyCity?: string | null;
  propertyId: number | null;
}): string | null {
  const name =
    request.propertyName ?? (request.propertyId ? `Property #${request.propertyId}` : null);
  if (!name) return null;
  return request.propertyCity ? `${name}, ${request.propertyCity}` : name;
}

/**
 * The numeric id of a path such as /properties/12, or null when the segment is not a positive
 * whole number that the API could accept (a 32-bit integer: PostgreSQL's `integer` ids).
 * A null id shows the screen's not-found state without asking the API (QueryView's `routeId`).
 */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

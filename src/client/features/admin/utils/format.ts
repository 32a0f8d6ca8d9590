/** Formatting shared by the admin screens. */
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

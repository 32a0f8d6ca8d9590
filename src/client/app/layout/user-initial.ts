/** The first letter of a name, upper case, for the avatar ("?" when the name is empty). */
export function initialOf(fullName: string): string {
  return fullName.trim().charAt(0).toUpperCase() || "?";
}

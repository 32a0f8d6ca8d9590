/**
 * The classes of an admin form's hint that turns into the field's message while the field is
 * invalid (one text under the control, so it is read once): red then, muted otherwise.
 * @param invalid whether the field is invalid.
 */
export function hintClasses(invalid: boolean): string {
  return invalid ? "text-sm text-destructive" : "text-sm text-muted-foreground";
}

/** lucide's "circle-check" (ISC licence; see ./icon.tsx). */
import { Icon, type IconProps } from "./icon";

export function CircleCheck(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m16 9-5.5 5.5L8 12" />
    </Icon>
  );
}

/** lucide's "circle-x" (ISC licence; see ./icon.tsx). */
import { Icon, type IconProps } from "./icon";

export function CircleX(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m15 9-6 6" />
      <path d="m9 9 6 6" />
    </Icon>
  );
}

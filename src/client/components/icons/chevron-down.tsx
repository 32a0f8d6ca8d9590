/** lucide's "chevron-down" (ISC licence; see ./icon.tsx). */
import { Icon, type IconProps } from "./icon";

export function ChevronDown(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

/** lucide's "clock" (ISC licence; see ./icon.tsx). */
import { Icon, type IconProps } from "./icon";

export function Clock(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </Icon>
  );
}

/** lucide's "arrow-right" (ISC licence; see ./icon.tsx). */
import { Icon, type IconProps } from "./icon";

export function ArrowRight(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14" />
      <path d="m12 5 7 7-7 7" />
    </Icon>
  );
}

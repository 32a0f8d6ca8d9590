/** lucide's "menu" (ISC licence; see ./icon.tsx). */
import { Icon, type IconProps } from "./icon";

export function Menu(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </Icon>
  );
}

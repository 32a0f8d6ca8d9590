/** lucide's "arrow-left" (ISC licence; see ./icon.tsx). */
import { Icon, type IconProps } from "./icon";

export function ArrowLeft(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m12 19-7-7 7-7" />
      <path d="M19 12H5" />
    </Icon>
  );
}

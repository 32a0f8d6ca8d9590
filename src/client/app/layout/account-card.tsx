import { Avatar, AvatarFallback } from "@/client/components/ui/avatar";
import type { User } from "@/domain/api/user";
import { roleWords } from "@/domain/enums";
import { initialOf } from "./user-initial";

/**
 * The signed-in user at the top of a menu drawer (spec section 2, "Header and footer": the
 * mobile drawer shows the avatar with the first letter of fullName, the name, and the role with
 * underscores replaced by spaces). Used by the site's drawer (mobile-drawer.tsx) and the portal
 * frame's (portal-menu.tsx).
 */
export function AccountCard({ user }: { user: User }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-muted p-3">
      <Avatar className="size-10">
        <AvatarFallback>{initialOf(user.fullName)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0">
        <p className="truncate font-semibold">{user.fullName}</p>
        <p className="text-sm text-muted-foreground capitalize">{roleWords(user.role)}</p>
      </div>
    </div>
  );
}

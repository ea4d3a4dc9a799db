import { LogInIcon } from "~/components/icons/log-in";
import { lazy, Suspense } from "react";
import { Link } from "~/components/link";
import { SIGN_IN } from "~/lib/constants";
import { Avatar } from "./ui/avatar";
import { Button } from "./ui/button";

export interface HeaderUser {
  name: string;
  email: string;
  image: string | null;
  isAdmin: boolean;
}

const AccountMenu = lazy(() => import("./account-menu"));

/** The header's account entry: a sign-in link, or the signed-in user's menu. */
export function UserMenu({ user }: { user: HeaderUser | null }) {
  if (!user) {
    return (
      <Button variant="ghost" size="sm" asChild>
        <Link to="/auth" aria-label={SIGN_IN}>
          <LogInIcon aria-hidden="true" />
          <span className="hidden sm:inline">{SIGN_IN}</span>
        </Link>
      </Button>
    );
  }
  // The server renders the menu's button; until the menu's code has loaded the same button
  // stands in (a link to the account page, so it still leads somewhere).
  return (
    <Suspense fallback={<AccountButtonPlaceholder user={user} />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}

export function AccountButtonContent({ user }: { user: HeaderUser }) {
  return (
    <>
      <Avatar name={user.name} src={user.image} className="size-7 text-xs" />
      <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{user.name}</span>
    </>
  );
}

export const accountButtonClass = "h-9 gap-2 px-1.5 sm:px-2";

function AccountButtonPlaceholder({ user }: { user: HeaderUser }) {
  return (
    <Button variant="ghost" className={accountButtonClass} asChild>
      <Link to="/account" aria-label={`Account menu for ${user.name}`}>
        <AccountButtonContent user={user} />
      </Link>
    </Button>
  );
}

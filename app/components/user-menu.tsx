import { LogInIcon } from "~/components/icons/log-in";
import { lazy, Suspense } from "react";
import { Link } from "~/components/link";
import { SIGN_IN } from "~/lib/constants";
import { AccountButtonContent, accountButtonClass, type HeaderUser } from "./account-button";
import { Button } from "./ui/button";

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

function AccountButtonPlaceholder({ user }: { user: HeaderUser }) {
  return (
    <Button variant="ghost" className={accountButtonClass} asChild>
      <Link to="/account" aria-label={`Account menu for ${user.name}`}>
        <AccountButtonContent user={user} />
      </Link>
    </Button>
  );
}

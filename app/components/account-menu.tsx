import { LayoutDashboardIcon } from "~/components/icons/layout-dashboard";
import { LogOutIcon } from "~/components/icons/log-out";
import { UserRoundIcon } from "~/components/icons/user-round";
import type { IconComponent } from "~/components/icons/icon";
import { DropdownMenu } from "radix-ui";
import { useSubmit } from "react-router";
import { Link } from "~/components/link";
import { AUTH_TEXT } from "~/lib/auth-text";
import { Button } from "./ui/button";
import { AccountButtonContent, accountButtonClass, type HeaderUser } from "./account-button";

const itemClass =
  "flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground";

/**
 * The signed-in user's account menu (Radix's dropdown menu). Loaded only for signed-in
 * visitors, so anonymous readers never download the menu's code.
 */
export default function AccountMenu({ user }: { user: HeaderUser }) {
  const submit = useSubmit();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          className={accountButtonClass}
          aria-label={`Account menu for ${user.name}`}
        >
          <AccountButtonContent user={user} />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          <DropdownMenu.Label className="px-2 py-1.5">
            <span className="block truncate text-sm font-semibold">{user.name}</span>
            <span className="block truncate text-xs text-muted-foreground">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {user.isAdmin ? (
            <MenuLink to="/admin-hub" icon={LayoutDashboardIcon}>
              Admin
            </MenuLink>
          ) : null}
          <MenuLink to="/account" icon={UserRoundIcon}>
            Account
          </MenuLink>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => submit(null, { method: "post", action: "/auth/sign-out" })}
          >
            <LogOutIcon className="size-4" aria-hidden="true" />
            {AUTH_TEXT.signOut}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A menu entry that leads to a page. */
function MenuLink({
  to,
  icon: Icon,
  children,
}: {
  to: string;
  icon: IconComponent;
  children: string;
}) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        <Icon className="size-4" aria-hidden="true" />
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

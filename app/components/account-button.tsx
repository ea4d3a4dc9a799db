import { Avatar } from "./ui/avatar";

/** The signed-in user as the header shows them (from the root loader). */
export interface HeaderUser {
  name: string;
  email: string;
  image: string | null;
  isAdmin: boolean;
}

/*
 * The account button's face and size, shared by the server-rendered placeholder (user-menu)
 * and the lazily loaded menu's trigger (account-menu), so the swap does not move anything.
 */
export function AccountButtonContent({ user }: { user: HeaderUser }) {
  return (
    <>
      <Avatar name={user.name} src={user.image} className="size-7 text-xs" />
      <span className="hidden max-w-32 truncate text-sm font-medium lg:inline">{user.name}</span>
    </>
  );
}

export const accountButtonClass = "h-9 gap-2 px-1.5 sm:px-2";

import { LogOutIcon } from "~/components/icons/log-out";
import { MenuIcon } from "~/components/icons/menu";
import { useState } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { cn } from "~/lib/cn";
import { type StaffRole } from "~/lib/staff-text";
import { AUTH_TEXT } from "~/lib/auth-text";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogTitle } from "../ui/dialog";
import { adminNavFor } from "./admin-nav";

/** Counts shown next to nav items, keyed by the item's path (e.g. unread messages). */
export type NavBadges = Record<string, number>;

interface NavListProps {
  role: StaffRole;
  badges: NavBadges;
  onNavigate?: () => void;
}

function NavList({ role, onNavigate, badges }: NavListProps) {
  return (
    <nav aria-label="Admin" className="flex h-full flex-col gap-1">
      <ul className="grid gap-1">
        {adminNavFor(role).map(({ label, to, icon: Icon, end, badgeLabel }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground",
                  isActive && "bg-accent text-foreground",
                )
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
              {badges[to] ? (
                <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-semibold tabular-nums text-primary-foreground">
                  {badges[to]}
                  {badgeLabel ? <span className="sr-only"> {badgeLabel}</span> : null}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
      <Form method="post" action="/auth/sign-out" className="mt-auto border-t pt-3">
        <Button type="submit" variant="ghost" className="w-full justify-start gap-3 px-3">
          <LogOutIcon aria-hidden="true" />
          {AUTH_TEXT.signOut}
        </Button>
      </Form>
    </nav>
  );
}

/** A fixed sidebar from 768 px up; below that, a drawer opened from the page's top bar. */
export function AdminSidebar({ role, badges = {} }: { role: StaffRole; badges?: NavBadges }) {
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.pathname;
  return (
    <>
      <aside className="sticky top-16 hidden h-[calc(100vh-4rem)] w-60 shrink-0 border-r px-3 py-6 md:block">
        <NavList role={role} badges={badges} />
      </aside>
      <div className="border-b px-4 py-2 md:hidden">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOpenedAt(location.pathname)}
          aria-expanded={open}
        >
          <MenuIcon aria-hidden="true" />
          Admin menu
        </Button>
      </div>
      <Dialog open={open} onOpenChange={(next) => setOpenedAt(next ? location.pathname : null)}>
        <DialogContent className="left-0 top-0 h-full max-w-72 translate-x-0 rounded-none rounded-r-xl p-4 pt-12">
          <DialogTitle className="sr-only">Admin menu</DialogTitle>
          <NavList role={role} badges={badges} onNavigate={() => setOpenedAt(null)} />
        </DialogContent>
      </Dialog>
    </>
  );
}

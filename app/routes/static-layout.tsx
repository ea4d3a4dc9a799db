import { NavLink, Outlet } from "react-router";
import { cn } from "~/lib/cn";
import { COMPANY_LINKS } from "~/lib/constants";

/** Shared frame of the static pages: a sub-navigation between them, then the page. */
export default function StaticLayout() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <nav aria-label="Company" className="-mx-4 mb-10 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-1 rounded-lg border bg-muted/60 p-1">
          {COMPANY_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                prefetch="intent"
                className={({ isActive }) =>
                  cn(
                    "block whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
                    isActive && "bg-background text-foreground shadow-sm",
                  )
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}

import type { IconComponent } from "~/components/icons/icon";
import { ArrowLeftRightIcon } from "~/components/icons/arrow-left-right";
import { ChartLineIcon } from "~/components/icons/chart-line";
import { FileTextIcon } from "~/components/icons/file-text";
import { FolderTreeIcon } from "~/components/icons/folder-tree";
import { ImageIcon } from "~/components/icons/image";
import { InboxIcon } from "~/components/icons/inbox";
import { LayoutDashboardIcon } from "~/components/icons/layout-dashboard";
import { MailIcon } from "~/components/icons/mail";
import { MessageSquareIcon } from "~/components/icons/message-square";
import { PlugIcon } from "~/components/icons/plug";
import { SettingsIcon } from "~/components/icons/settings";
import { SignpostIcon } from "~/components/icons/signpost";
import { UsersIcon } from "~/components/icons/users";
import { can, type Permission } from "~/auth/policy";
import type { StaffRole } from "~/lib/staff-text";

export interface AdminNavItem {
  label: string;
  to: string;
  icon: IconComponent;
  /** The index route matches only exactly. */
  end?: boolean;
  /** The permission the screen's loader checks (policy.ts); the sidebar hides the rest. */
  permission: Permission;
  /** What the item's count badge counts, for screen readers ("3 unread"). */
  badgeLabel?: string;
}

/** The admin sidebar, in the spec's order (SPEC §2 Admin area). */
export const ADMIN_NAV: AdminNavItem[] = [
  {
    label: "Dashboard",
    to: "/admin-hub",
    icon: LayoutDashboardIcon,
    end: true,
    permission: "admin.enter",
  },
  { label: "Posts", to: "/admin-hub/posts", icon: FileTextIcon, permission: "admin.enter" },
  {
    label: "Analytics",
    to: "/admin-hub/analytics",
    icon: ChartLineIcon,
    permission: "analytics.view",
  },
  {
    label: "Comments",
    to: "/admin-hub/comments",
    icon: MessageSquareIcon,
    permission: "comments.moderateOwn",
    badgeLabel: "awaiting review",
  },
  {
    label: "Inbox",
    to: "/admin-hub/inbox",
    icon: InboxIcon,
    permission: "inbox.read",
    badgeLabel: "unread",
  },
  {
    label: "Categories",
    to: "/admin-hub/categories",
    icon: FolderTreeIcon,
    permission: "categories.manage",
  },
  { label: "Media", to: "/admin-hub/media", icon: ImageIcon, permission: "media.library" },
  {
    label: "Redirects",
    to: "/admin-hub/redirects",
    icon: SignpostIcon,
    permission: "redirects.manage",
  },
  { label: "Users", to: "/admin-hub/users", icon: UsersIcon, permission: "users.manage" },
  {
    label: "Subscribers",
    to: "/admin-hub/subscribers",
    icon: MailIcon,
    permission: "subscribers.manage",
  },
  {
    label: "Settings",
    to: "/admin-hub/settings",
    icon: SettingsIcon,
    permission: "settings.manage",
  },
  {
    label: "Integrations",
    to: "/admin-hub/integrations",
    icon: PlugIcon,
    permission: "settings.manage",
  },
  {
    label: "Import & export",
    to: "/admin-hub/import",
    icon: ArrowLeftRightIcon,
    // Administrators only, like its routes (requireAdmin).
    permission: "settings.manage",
  },
];

/** The screens a role may open, in sidebar order. */
export function adminNavFor(role: StaffRole): AdminNavItem[] {
  return ADMIN_NAV.filter((item) => can(role, item.permission));
}

import {
  ArrowLeftRightIcon,
  FileTextIcon,
  FolderTreeIcon,
  ImageIcon,
  InboxIcon,
  LayoutDashboardIcon,
  MailIcon,
  SettingsIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** The index route matches only exactly. */
  end?: boolean;
}

/** The admin sidebar, in the spec's order (SPEC §2 Admin area). */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: "Dashboard", to: "/admin-hub", icon: LayoutDashboardIcon, end: true },
  { label: "Posts", to: "/admin-hub/posts", icon: FileTextIcon },
  { label: "Inbox", to: "/admin-hub/inbox", icon: InboxIcon },
  { label: "Categories", to: "/admin-hub/categories", icon: FolderTreeIcon },
  { label: "Media", to: "/admin-hub/media", icon: ImageIcon },
  { label: "Users", to: "/admin-hub/users", icon: UsersIcon },
  { label: "Subscribers", to: "/admin-hub/subscribers", icon: MailIcon },
  { label: "Settings", to: "/admin-hub/settings", icon: SettingsIcon },
  { label: "Import & export", to: "/admin-hub/import", icon: ArrowLeftRightIcon },
];

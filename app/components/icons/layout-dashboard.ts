import { LayoutDashboard } from "lucide";
import { icon } from "./icon";

export const LayoutDashboardIcon = icon(LayoutDashboard);

import { Menu } from "lucide";
import { icon } from "./icon";

export const MenuIcon = icon(Menu);

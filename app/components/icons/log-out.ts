import { LogOut } from "lucide";
import { icon } from "./icon";

export const LogOutIcon = icon(LogOut);

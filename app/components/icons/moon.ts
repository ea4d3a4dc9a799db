import { Moon } from "lucide";
import { icon } from "./icon";

export const MoonIcon = icon(Moon);

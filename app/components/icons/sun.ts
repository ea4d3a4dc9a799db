import { Sun } from "lucide";
import { icon } from "./icon";

export const SunIcon = icon(Sun);

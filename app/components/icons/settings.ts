import { Settings } from "lucide";
import { icon } from "./icon";

export const SettingsIcon = icon(Settings);

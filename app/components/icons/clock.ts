import { Clock } from "lucide";
import { icon } from "./icon";

export const ClockIcon = icon(Clock);

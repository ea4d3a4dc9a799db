import { CalendarClock } from "lucide";
import { icon } from "./icon";

export const CalendarClockIcon = icon(CalendarClock);

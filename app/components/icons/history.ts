import { History } from "lucide";
import { icon } from "./icon";

export const HistoryIcon = icon(History);

import { ChartLine } from "lucide";
import { icon } from "./icon";

export const ChartLineIcon = icon(ChartLine);

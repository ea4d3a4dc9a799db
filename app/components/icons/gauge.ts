import { Gauge } from "lucide";
import { icon } from "./icon";

export const GaugeIcon = icon(Gauge);

import { ArrowDown } from "lucide";
import { icon } from "./icon";

export const ArrowDownIcon = icon(ArrowDown);

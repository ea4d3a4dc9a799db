import { ChevronRight } from "lucide";
import { icon } from "./icon";

export const ChevronRightIcon = icon(ChevronRight);

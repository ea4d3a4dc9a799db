import { ChevronLeft } from "lucide";
import { icon } from "./icon";

export const ChevronLeftIcon = icon(ChevronLeft);

import { ArrowUp } from "lucide";
import { icon } from "./icon";

export const ArrowUpIcon = icon(ArrowUp);

import { Bold } from "lucide";
import { icon } from "./icon";

export const BoldIcon = icon(Bold);

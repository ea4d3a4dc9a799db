import { Hash } from "lucide";
import { icon } from "./icon";

export const HashIcon = icon(Hash);

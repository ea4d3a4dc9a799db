import { Minus } from "lucide";
import { icon } from "./icon";

export const MinusIcon = icon(Minus);

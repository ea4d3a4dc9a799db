import { BetweenVerticalStart } from "lucide";
import { icon } from "./icon";

export const BetweenVerticalStartIcon = icon(BetweenVerticalStart);

import { BetweenHorizontalStart } from "lucide";
import { icon } from "./icon";

export const BetweenHorizontalStartIcon = icon(BetweenHorizontalStart);

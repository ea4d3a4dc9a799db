import { TrendingUp } from "lucide";
import { icon } from "./icon";

export const TrendingUpIcon = icon(TrendingUp);

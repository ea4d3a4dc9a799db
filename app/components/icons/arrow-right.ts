import { ArrowRight } from "lucide";
import { icon } from "./icon";

export const ArrowRightIcon = icon(ArrowRight);

import { ArrowLeftRight } from "lucide";
import { icon } from "./icon";

export const ArrowLeftRightIcon = icon(ArrowLeftRight);

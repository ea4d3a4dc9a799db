import { Check } from "lucide";
import { icon } from "./icon";

export const CheckIcon = icon(Check);

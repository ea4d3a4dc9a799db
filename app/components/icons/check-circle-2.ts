import { CheckCircle2 } from "lucide";
import { icon } from "./icon";

export const CheckCircle2Icon = icon(CheckCircle2);

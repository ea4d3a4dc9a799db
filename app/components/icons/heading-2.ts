import { Heading2 } from "lucide";
import { icon } from "./icon";

export const Heading2Icon = icon(Heading2);

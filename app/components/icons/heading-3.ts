import { Heading3 } from "lucide";
import { icon } from "./icon";

export const Heading3Icon = icon(Heading3);

import { Rows3 } from "lucide";
import { icon } from "./icon";

export const Rows3Icon = icon(Rows3);

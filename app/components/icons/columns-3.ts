import { Columns3 } from "lucide";
import { icon } from "./icon";

export const Columns3Icon = icon(Columns3);

import { Trash2 } from "lucide";
import { icon } from "./icon";

export const Trash2Icon = icon(Trash2);

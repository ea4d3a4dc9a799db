import { Undo2 } from "lucide";
import { icon } from "./icon";

export const Undo2Icon = icon(Undo2);

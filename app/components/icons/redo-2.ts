import { Redo2 } from "lucide";
import { icon } from "./icon";

export const Redo2Icon = icon(Redo2);

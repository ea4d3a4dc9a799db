import { Superscript } from "lucide";
import { icon } from "./icon";

export const SuperscriptIcon = icon(Superscript);

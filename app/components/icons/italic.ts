import { Italic } from "lucide";
import { icon } from "./icon";

export const ItalicIcon = icon(Italic);

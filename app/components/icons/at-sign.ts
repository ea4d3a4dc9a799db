import { AtSign } from "lucide";
import { icon } from "./icon";

export const AtSignIcon = icon(AtSign);

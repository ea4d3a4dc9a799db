import { X } from "lucide";
import { icon } from "./icon";

export const XIcon = icon(X);

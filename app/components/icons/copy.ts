import { Copy } from "lucide";
import { icon } from "./icon";

export const CopyIcon = icon(Copy);

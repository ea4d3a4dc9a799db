import { Code } from "lucide";
import { icon } from "./icon";

export const CodeIcon = icon(Code);

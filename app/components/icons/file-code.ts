import { FileCode } from "lucide";
import { icon } from "./icon";

export const FileCodeIcon = icon(FileCode);

import { FileText } from "lucide";
import { icon } from "./icon";

export const FileTextIcon = icon(FileText);

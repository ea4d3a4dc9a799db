import { Folder } from "lucide";
import { icon } from "./icon";

export const FolderIcon = icon(Folder);

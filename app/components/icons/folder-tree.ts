import { FolderTree } from "lucide";
import { icon } from "./icon";

export const FolderTreeIcon = icon(FolderTree);

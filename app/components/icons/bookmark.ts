import { Bookmark } from "lucide";
import { icon } from "./icon";

export const BookmarkIcon = icon(Bookmark);

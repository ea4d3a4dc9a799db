import { Tag } from "lucide";
import { icon } from "./icon";

export const TagIcon = icon(Tag);

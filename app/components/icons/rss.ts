import { Rss } from "lucide";
import { icon } from "./icon";

export const RssIcon = icon(Rss);

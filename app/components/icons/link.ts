import { Link } from "lucide";
import { icon } from "./icon";

export const LinkIcon = icon(Link);

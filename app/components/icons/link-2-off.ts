import { Link2Off } from "lucide";
import { icon } from "./icon";

export const Link2OffIcon = icon(Link2Off);

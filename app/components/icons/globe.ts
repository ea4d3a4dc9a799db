import { Globe } from "lucide";
import { icon } from "./icon";

export const GlobeIcon = icon(Globe);

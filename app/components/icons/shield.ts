import { Shield } from "lucide";
import { icon } from "./icon";

export const ShieldIcon = icon(Shield);

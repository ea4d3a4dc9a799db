import { Brain } from "lucide";
import { icon } from "./icon";

export const BrainIcon = icon(Brain);

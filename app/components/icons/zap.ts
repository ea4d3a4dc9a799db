import { Zap } from "lucide";
import { icon } from "./icon";

export const ZapIcon = icon(Zap);

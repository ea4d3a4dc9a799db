import { Smartphone } from "lucide";
import { icon } from "./icon";

export const SmartphoneIcon = icon(Smartphone);

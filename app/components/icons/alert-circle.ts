import { AlertCircle } from "lucide";
import { icon } from "./icon";

export const AlertCircleIcon = icon(AlertCircle);

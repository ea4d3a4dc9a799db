import { CircleAlert } from "lucide";
import { icon } from "./icon";

export const CircleAlertIcon = icon(CircleAlert);

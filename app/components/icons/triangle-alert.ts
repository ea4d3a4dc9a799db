import { TriangleAlert } from "lucide";
import { icon } from "./icon";

export const TriangleAlertIcon = icon(TriangleAlert);

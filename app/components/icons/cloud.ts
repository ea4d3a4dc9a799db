import { Cloud } from "lucide";
import { icon } from "./icon";

export const CloudIcon = icon(Cloud);

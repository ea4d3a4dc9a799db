import { LayoutGrid } from "lucide";
import { icon } from "./icon";

export const LayoutGridIcon = icon(LayoutGrid);

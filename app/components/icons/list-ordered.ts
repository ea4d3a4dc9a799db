import { ListOrdered } from "lucide";
import { icon } from "./icon";

export const ListOrderedIcon = icon(ListOrdered);

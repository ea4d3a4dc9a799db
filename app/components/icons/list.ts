import { List } from "lucide";
import { icon } from "./icon";

export const ListIcon = icon(List);

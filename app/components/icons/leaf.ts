import { Leaf } from "lucide";
import { icon } from "./icon";

export const LeafIcon = icon(Leaf);

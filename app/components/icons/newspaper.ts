import { Newspaper } from "lucide";
import { icon } from "./icon";

export const NewspaperIcon = icon(Newspaper);

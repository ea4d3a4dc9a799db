import { Image } from "lucide";
import { icon } from "./icon";

export const ImageIcon = icon(Image);

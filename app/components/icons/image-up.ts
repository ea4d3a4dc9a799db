import { ImageUp } from "lucide";
import { icon } from "./icon";

export const ImageUpIcon = icon(ImageUp);

import { ImagePlus } from "lucide";
import { icon } from "./icon";

export const ImagePlusIcon = icon(ImagePlus);

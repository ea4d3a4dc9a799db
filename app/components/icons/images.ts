import { Images } from "lucide";
import { icon } from "./icon";

export const ImagesIcon = icon(Images);

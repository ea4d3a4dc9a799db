import { ArrowLeft } from "lucide";
import { icon } from "./icon";

export const ArrowLeftIcon = icon(ArrowLeft);

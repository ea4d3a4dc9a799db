import { LoaderCircle } from "lucide";
import { icon } from "./icon";

export const LoaderCircleIcon = icon(LoaderCircle);

import { SquarePlay } from "lucide";
import { icon } from "./icon";

export const SquarePlayIcon = icon(SquarePlay);

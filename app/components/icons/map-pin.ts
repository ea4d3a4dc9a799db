import { MapPin } from "lucide";
import { icon } from "./icon";

export const MapPinIcon = icon(MapPin);

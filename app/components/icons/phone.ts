import { Phone } from "lucide";
import { icon } from "./icon";

export const PhoneIcon = icon(Phone);

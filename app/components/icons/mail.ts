import { Mail } from "lucide";
import { icon } from "./icon";

export const MailIcon = icon(Mail);

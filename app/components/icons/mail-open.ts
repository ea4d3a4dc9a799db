import { MailOpen } from "lucide";
import { icon } from "./icon";

export const MailOpenIcon = icon(MailOpen);

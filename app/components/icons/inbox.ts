import { Inbox } from "lucide";
import { icon } from "./icon";

export const InboxIcon = icon(Inbox);

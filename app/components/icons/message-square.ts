import { MessageSquare } from "lucide";
import { icon } from "./icon";

export const MessageSquareIcon = icon(MessageSquare);

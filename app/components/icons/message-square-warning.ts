import { MessageSquareWarning } from "lucide";
import { icon } from "./icon";

export const MessageSquareWarningIcon = icon(MessageSquareWarning);

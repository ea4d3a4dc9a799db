import { Reply } from "lucide";
import { icon } from "./icon";

export const ReplyIcon = icon(Reply);

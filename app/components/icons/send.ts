import { Send } from "lucide";
import { icon } from "./icon";

export const SendIcon = icon(Send);

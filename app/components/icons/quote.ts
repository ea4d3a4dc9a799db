import { Quote } from "lucide";
import { icon } from "./icon";

export const QuoteIcon = icon(Quote);

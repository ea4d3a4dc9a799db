import { Signpost } from "lucide";
import { icon } from "./icon";

export const SignpostIcon = icon(Signpost);

import { Eye } from "lucide";
import { icon } from "./icon";

export const EyeIcon = icon(Eye);

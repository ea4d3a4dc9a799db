import { LogIn } from "lucide";
import { icon } from "./icon";

export const LogInIcon = icon(LogIn);

import { Gamepad2 } from "lucide";
import { icon } from "./icon";

export const Gamepad2Icon = icon(Gamepad2);

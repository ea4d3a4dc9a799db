import { Rocket } from "lucide";
import { icon } from "./icon";

export const RocketIcon = icon(Rocket);

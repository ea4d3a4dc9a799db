import { Users } from "lucide";
import { icon } from "./icon";

export const UsersIcon = icon(Users);

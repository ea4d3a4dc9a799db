import { UserRound } from "lucide";
import { icon } from "./icon";

export const UserRoundIcon = icon(UserRound);

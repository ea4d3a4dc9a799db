import { Plus } from "lucide";
import { icon } from "./icon";

export const PlusIcon = icon(Plus);

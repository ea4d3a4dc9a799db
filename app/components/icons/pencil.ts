import { Pencil } from "lucide";
import { icon } from "./icon";

export const PencilIcon = icon(Pencil);

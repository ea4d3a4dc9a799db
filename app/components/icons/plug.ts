import { Plug } from "lucide";
import { icon } from "./icon";

/** Admin-only (the integrations screen): never imported by a public page. */
export const PlugIcon = icon(Plug);

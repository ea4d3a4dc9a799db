import { Search } from "lucide";
import { icon } from "./icon";

export const SearchIcon = icon(Search);

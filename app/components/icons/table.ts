import { Table } from "lucide";
import { icon } from "./icon";

export const TableIcon = icon(Table);

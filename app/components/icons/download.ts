import { Download } from "lucide";
import { icon } from "./icon";

export const DownloadIcon = icon(Download);

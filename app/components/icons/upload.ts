import { Upload } from "lucide";
import { icon } from "./icon";

export const UploadIcon = icon(Upload);

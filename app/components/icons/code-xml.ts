import { CodeXml } from "lucide";
import { icon } from "./icon";

export const CodeXmlIcon = icon(CodeXml);

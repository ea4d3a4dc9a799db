import { Cpu } from "lucide";
import { icon } from "./icon";

export const CpuIcon = icon(Cpu);

import { openGhostExport, type GhostOptions } from "./ghost/source.server";
import type { SourceOpener } from "./source";
import { openWordPressExport, type WordPressOptions } from "./wordpress/source.server";

export function wordPressSource(file: string, options: WordPressOptions = {}): SourceOpener {
  return (report) => openWordPressExport(file, options, report);
}

export function ghostSource(file: string, options: GhostOptions = {}): SourceOpener {
  return (report) => openGhostExport(file, options, report);
}

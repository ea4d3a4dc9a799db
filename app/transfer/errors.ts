import { DomainError } from "~/lib/domain-error";
/**
 * A file the importer refuses, with a message for the person who chose it (wrong format,
 * truncated, hostile XML, …). Nothing has been written when it is thrown.
 */
export class ImportFormatError extends DomainError {
  override name = "ImportFormatError";
  constructor(message: string) {
    super("import-format", message, 400);
  }
}

export function isImportFormatError(error: unknown): error is ImportFormatError {
  return error instanceof ImportFormatError;
}

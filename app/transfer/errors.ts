/**
 * A file the importer refuses, with a message for the person who chose it (wrong format,
 * truncated, hostile XML, …). Nothing has been written when it is thrown.
 */
export class ImportFormatError extends Error {
  override name = "ImportFormatError";
}

export function isImportFormatError(error: unknown): error is ImportFormatError {
  return error instanceof ImportFormatError;
}

/** Limits and texts of the admin's import screen, shared by the page and the server. */

/** Largest export accepted through the admin upload (the command line has no such cap). */
export const IMPORT_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** The whole multipart body: the file plus its form fields and boundaries. */
export const IMPORT_UPLOAD_BODY_LIMIT = IMPORT_UPLOAD_MAX_BYTES + 64 * 1024;

export const IMPORT_FORMATS = [
  { value: "wordpress", label: "WordPress (WXR .xml from Tools → Export)", accept: ".xml" },
  { value: "ghost", label: "Ghost (.json from Settings → Labs → Export)", accept: ".json" },
] as const;

export const IMPORT_MESSAGES = {
  tooLarge: `Exports up to ${IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024} MB can be uploaded here. Use \`npm run import\` on the server for larger files.`,
  missingFile: "Choose an export file to upload.",
  unknownFormat: "Choose WordPress or Ghost.",
  busy: "Another import is still running. Wait for it to finish.",
  notReady: "This import cannot be started (it is not analysed, or it already ran).",
} as const;

/** A running job whose progress has not moved for this long was interrupted (a restart). */
export const IMPORT_STALE_MS = 2 * 60 * 1000;

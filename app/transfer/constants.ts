/** Limits and texts of the admin's import screen, shared by the page and the server. */

/** Largest export accepted through the admin upload (the command line has no such cap). */
export const IMPORT_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** The whole multipart body: the file plus its form fields and boundaries. */
export const IMPORT_UPLOAD_BODY_LIMIT = IMPORT_UPLOAD_MAX_BYTES + 64 * 1024;

/**
 * Deepest nesting of objects and arrays accepted in a Ghost export. Ghost's own exports nest
 * about six levels (db[0].data.posts[n].field); a file nested far deeper is an attack or a
 * mistake, and refusing it early keeps the parse cheap (issue 37).
 */
export const IMPORT_JSON_MAX_DEPTH = 64;

export const IMPORT_FORMATS = [
  { value: "wordpress", label: "WordPress (WXR .xml from Tools → Export)", accept: ".xml" },
  { value: "ghost", label: "Ghost (.json from Settings → Labs → Export)", accept: ".json" },
] as const;

export const IMPORT_MESSAGES = {
  tooLarge: `Exports up to ${IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024} MB can be uploaded here. Use \`npm run import\` on the server for larger files.`,
  missingFile: "Choose an export file to upload.",
  unknownFormat: "Choose WordPress or Ghost.",
  busy: "Another import is still running. Wait for it to finish.",
  tooDeep: `The file nests objects and arrays more than ${IMPORT_JSON_MAX_DEPTH} levels deep; a Ghost export nests about 6. It is not a Ghost export and was not imported.`,
  notReady: "This import cannot be started (it is not analysed, or it already ran).",
  badSiteUrl: "The old site's address is an http(s) address such as https://old.example.com.",
} as const;

/** A running job whose progress has not moved for this long was interrupted (a restart). */
export const IMPORT_STALE_MS = 2 * 60 * 1000;

export const EXPORT_MESSAGES = {
  /** The command line has no request to take the site's address from (issue 37). */
  ghostNeedsSiteUrl:
    "The Ghost export points images at this site's public address, which the command line cannot know: set SITE_URL as the server has it, or pass --site-url https://news.example.com.",
  badSiteUrl: "--site-url must be an http(s) address such as https://news.example.com.",
} as const;

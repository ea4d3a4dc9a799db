/**
 * The compressed copies the build writes beside each hashed asset (vite-plugins/
 * precompress-assets.ts) and the server sends (server/hashed-assets.ts): `<file>.br`, `<file>.gz`.
 */
export const PRECOMPRESSED = { br: ".br", gzip: ".gz" } as const;

export type PrecompressedEncoding = keyof typeof PRECOMPRESSED;

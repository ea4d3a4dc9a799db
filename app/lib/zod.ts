import { z } from "zod";

/**
 * The one way into zod for our code (ESLint forbids importing "zod" elsewhere), so this runs
 * before any schema is built. Jitless: otherwise zod probes `new Function("")` when it builds
 * its first object schema, which our Content-Security-Policy (no 'unsafe-eval') reports as a
 * violation on every page that loads a schema, and it would compile parsers with eval. Results
 * are the same either way. The server also sets it before Better Auth's schemas load (server.js).
 */
z.config({ jitless: true });

export { z };

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createLogger, defineConfig, type Logger, type Plugin } from "vite";
import path from "node:path";
// With its extension, as Node's own loader needs: Vite checks every config load for what its
// coming native config loader cannot read and printed a warning for each (issue 37.13).
import { precompressAssets } from "./vite-plugins/precompress-assets.ts";
import { reactRendererPatch } from "./vite-plugins/react-renderer-patch.ts";

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server build's entry is our Express app, so Express, the database layer and the
  // React Router handler end up in one bundle (one database connection per process). Two more
  // entries are what the primary of a multi-worker server loads: worker-plan.js (how many
  // workers, read from the environment with Node built-ins only) and prepare.js (database
  // preparation without Express, the routes or Better Auth; decision 0020).
  build: isSsrBuild
    ? {
        rollupOptions: {
          input: {
            index: "./server/app.ts",
            prepare: "./server/prepare.ts",
            "worker-plan": "./server/worker-plan.ts",
          },
          // Every process compiles this output at start (decision 0020). Node 20 decodes a
          // source file holding any non-ASCII character ~90× slower than an ASCII one, and
          // comments are text V8 still has to scan: escaped and stripped, nothing changes at run
          // time.
          output: { charset: "ascii", comments: false },
        },
      }
    : { rolldownOptions: { output: { codeSplitting: siteChunks() } } },
  resolve: { tsconfigPaths: true },
  customLogger: withoutFrameworkNoise(),
  // Bundled into the server build rather than imported from node_modules at start: Node resolves
  // lucide to its CommonJS file, which defines all ~1,600 icons (half a second of every
  // process's start), radix-ui re-exports every Radix package, kysely is ~260 small files, and
  // zod's ESM build took ~120-190 ms to load file by file. Bundled, only what the app uses
  // remains, in a few files (decision 0020). Zod's settings live on globalThis, so jitless set by
  // app/lib/zod.ts also holds for Better Auth's copy in node_modules (loaded on its first use).
  // Development keeps Vite's default.
  ssr:
    command === "build"
      ? { noExternal: ["lucide", "radix-ui", /^@radix-ui\//, "kysely", "zod"] }
      : {},
  plugins: [
    tailwindcss(),
    reactRouter(),
    reactRouterProductionBuild(),
    chunkModulesReport(),
    serverEntryNames(),
    precompressAssets(),
    reactRendererPatch(),
  ],
}));

/**
 * Vite's logger without one line that is not ours to fix: React Router's plugin starts Vite
 * servers of its own with `envFile: false` (to compile its route config and route modules),
 * which Vite 8 deprecated, and Vite said so at each of them, up to nine times a build (issue
 * 37.13). Every other message passes. The servers React Router starts without our config
 * (its route-config loader) still print it: README, "Building".
 */
function withoutFrameworkNoise(): Logger {
  const logger = createLogger();
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    if (!message.includes("The `envFile` option is deprecated")) warn(message, options);
  };
  return logger;
}

/**
 * React Router's package exports only its development build (remix-run/react-router#12437,
 * #14102): in the browser, its dev warnings would ship and run. The browser build takes the
 * production build it also ships, the same code with `ENABLE_DEV_WARNINGS = false`, which the
 * minifier then drops. The server keeps what Node resolves, so every server-side importer
 * (@react-router/node, @react-router/express) shares one copy.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.resolve("node_modules/react-router/dist");
  const entries: Record<string, string> = {
    "react-router": "index.mjs",
    "react-router/dom": "dom-export.mjs",
  };
  return {
    name: "techpulse:react-router-production-build",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    enforce: "pre",
    resolveId(id) {
      const file = entries[id];
      return file ? path.join(dist, "production", file) : null;
    },
  };
}

/**
 * React Router names every entry of the server build after its `serverBuildFile` (index.js),
 * so a second entry would become `index2.js`. The primary's entries keep their own names:
 * `build/server/worker-plan.js` and `build/server/prepare.js`, which server.js imports.
 */
const PRIMARY_ENTRIES = new Set(["prepare", "worker-plan"]);

function serverEntryNames(): Plugin {
  return {
    name: "techpulse:server-entry-names",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    outputOptions(options) {
      const main = options.entryFileNames ?? "[name].js";
      return {
        ...options,
        entryFileNames: (chunk) =>
          PRIMARY_ENTRIES.has(chunk.name)
            ? `${chunk.name}.js`
            : typeof main === "function"
              ? main(chunk)
              : main,
      };
    },
  };
}

/**
 * Writes `.vite/chunk-modules.json` beside Vite's manifest in the browser build: which source
 * modules each JavaScript file holds. The page-weight test reads it to prove that public pages
 * load no zod, editor or admin code. Not served (the server ignores dot-folders).
 */
function chunkModulesReport(): Plugin {
  return {
    name: "techpulse:chunk-modules-report",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const report: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        report[output.fileName] = Object.keys(output.modules)
          .map((id) =>
            path.relative(process.cwd(), id.replace(/\0/g, "")).split(path.sep).join("/"),
          )
          .sort();
      }
      this.emitFile({
        type: "asset",
        fileName: ".vite/chunk-modules.json",
        source: JSON.stringify(report, null, 1),
      });
    },
  };
}

/** The part of Rolldown's chunking context used here (its types are not re-exported by Vite). */
interface ChunkingContext {
  getModuleInfo(moduleId: string): { importedIds: readonly string[]; isEntry: boolean } | null;
}

/** Class-name helpers the site's components call on every render. */
const SMALL_HELPERS = /[\\/]node_modules[\\/](clsx|class-variance-authority)[\\/]/;

/** React, ReactDOM and React Router: every page needs them, and they change only on upgrades. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

const APP_DIR = path.resolve("app") + path.sep;

/** React Router's client entry for a route module is the module's path with this suffix. */
const ROOT_ROUTE = `${path.resolve("app/root.tsx")}?__react-router-build-client-route`;

/**
 * The article card is on the home page, every listing and the article's related list, but no
 * longer reached from the root once the navigation skeletons load on demand: without this it
 * became a file of its own on every public page (+0.4 KB gzipped).
 */
const ARTICLE_CARD = path.resolve("app/components/article-card.tsx");

/**
 * How the browser build is split into files (Rolldown's `output.codeSplitting`).
 *
 * Left to itself, Rolldown makes one chunk per distinct set of routes that share a module,
 * which gave a public page some forty small files; each one costs its own compression
 * dictionary and import/export glue. Two groups collapse what every page loads anyway:
 * - `framework`: React, ReactDOM and React Router (cached across deploys of our own code);
 * - `site`: every module of ours (under `app/`) that the root route (document, header,
 *   footer) imports statically, since the root is part of every page, the article card and
 *   what it imports, and the small class-name helpers they use. Packages are not followed: the barrels of
 *   `lucide` and `radix-ui` import everything they offer, used or not.
 * Everything else (route modules, what only some routes share, what is imported lazily) keeps
 * the automatic splitting, so admin, editor and zod code stay out of public pages.
 */
function siteChunks() {
  let shell: Set<string> | undefined;
  return {
    groups: [
      { name: "framework", test: FRAMEWORK, priority: 2 },
      {
        name: (id: string, ctx: ChunkingContext) => {
          shell ??= new Set([
            ARTICLE_CARD,
            ...staticallyReachable(ROOT_ROUTE, ctx),
            ...staticallyReachable(ARTICLE_CARD, ctx),
          ]);
          return shell.has(id) ? "site" : null;
        },
        debugName: "site",
        priority: 1,
      },
    ],
  };
}

function staticallyReachable(from: string, ctx: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    for (const next of info.importedIds) {
      if (found.has(next)) continue;
      if (SMALL_HELPERS.test(next)) found.add(next);
      if (next.includes("node_modules") || !next.startsWith(APP_DIR)) continue;
      found.add(next);
      queue.push(next);
    }
  }
  found.delete(from);
  if (found.size === 0) throw new Error(`vite.config: no modules found under ${from}`);
  return found;
}

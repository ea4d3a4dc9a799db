import { createRequire } from "node:module";

const requireFromHere = createRequire(import.meta.url);

/** What `load` returns, computed the first time it is asked for and kept. */
export function lazily<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => {
    loaded ??= { value: load() };
    return loaded.value;
  };
}

/** A CommonJS package, loaded now (see `lazyRequire`). Take its types with `import type`. */
export function requirePackage<T>(specifier: string): T {
  return requireFromHere(specifier) as T;
}

/**
 * A CommonJS package loaded the first time it is used instead of when the server starts. Every
 * module imported at start delays a server's first answer (decision 0020); a package that only
 * some requests or configurations need (PostgreSQL's driver on a SQLite site, the HTML sanitizer
 * for article bodies) is loaded by the first of them. Take its types with `import type`.
 */
export function lazyRequire<T>(specifier: string): () => T {
  return lazily(() => requirePackage<T>(specifier));
}

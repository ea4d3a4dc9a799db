import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Lets test runs and benchmarks build side by side without overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    // Loaders and actions get the request as it came instead of a copy with the `index` and
    // `_routes` parameters removed: React Router made four Request objects (each with its
    // AbortSignal) per page for that, ~2 % of an uncached page (decision 0017). Loaders that
    // need the page's address read it with `pageUrlOf(request)`.
    v8_passThroughRequests: true,
    // Not adopted yet, each a change of its own with tests to go with it. Named (false, today's
    // behaviour) so that every build does not print a "Future Flag Warning" for each of them.
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;

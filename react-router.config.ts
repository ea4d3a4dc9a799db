import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Lets test runs and benchmarks build side by side without overwriting each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;

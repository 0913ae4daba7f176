import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // `npm test` builds the production environment a second time into a directory of its own
  // (scripts/test/production-build.ts), beside the development build in build/ that the
  // end-to-end server serves.
  buildDirectory: process.env.BUILD_DIRECTORY ?? "build",
} satisfies Config;

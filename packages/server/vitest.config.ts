import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

export default defineProject({
  resolve: {
    // Tests run against core's source, so no build is needed first.
    alias: { "@neraca/core": fileURLToPath(new URL("../core/src/index.ts", import.meta.url)) },
  },
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    globalSetup: ["./src/test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});

import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

export default defineProject({
  resolve: {
    // Tests run against core's source (as the server's do), so a fresh clone needs no build first.
    alias: { "@neraca/core": fileURLToPath(new URL("../core/src/index.ts", import.meta.url)) },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/jsdom-setup.ts"],
    // antd components render slowly in jsdom on a loaded machine (seen: 6 s for the attachments card).
    testTimeout: 30_000,
  },
});

import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/core", "packages/server", "packages/web"],
    // Vitest's default leaves one core idle, which on a two-core CI machine runs the files one at a
    // time; the test files are independent (each its own database), so use every core: the PGlite
    // run takes 270 s instead of 367 s there, the PostgreSQL run 133 s instead of 200 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});

import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build, when smaller:
 * the server sends them as they are (@fastify/static preCompressed), so no request compresses.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "neraca-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && /\.(js|mjs|css|html|svg|json|txt)$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => !file.includes(`${path.sep}.vite${path.sep}`));
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

const apiTarget = process.env.NERACA_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // Use @neraca/core from its TypeScript sources: no stale dist, and its modules tree-shake.
    conditions: ["source", "module", "browser", "development|production"],
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: { "/api": { target: apiTarget, changeOrigin: true } },
  },
  build: {
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @neraca/core, zod and decimal.js only define things: a screen that uses none of the
        // schemas or money helpers must not carry them (keeps the login page small).
        moduleSideEffects: [
          { test: /packages[\\/]core[\\/]src/, sideEffects: false },
          { test: /node_modules[\\/](zod|decimal\.js)[\\/]/, sideEffects: false },
        ],
      },
    },
    chunkSizeWarningLimit: 900,
  },
});

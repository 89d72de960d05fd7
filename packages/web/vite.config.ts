import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.NERACA_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
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

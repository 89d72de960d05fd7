import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type ServerModule, serverModules } from "./index.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(path.join(here, entry.name)).some((file) => file.endsWith(".routes.ts")))
  .map((entry) => entry.name);

describe("the module list", () => {
  it("finds the route folders", () => {
    expect(folders).toEqual(expect.arrayContaining(["auth", "journals", "master-data", "reports"]));
  });

  it.each(folders)("%s has one module object, listed once in modules/index.ts, holding every route plugin of the folder", async (folder) => {
    const file = path.join(here, folder, `${folder}.module.ts`);
    expect(existsSync(file), `${folder}/${folder}.module.ts`).toBe(true);
    const exported = Object.values(await import(file)) as ServerModule[];
    expect(exported).toHaveLength(1);
    const module = exported[0] as ServerModule;
    expect(serverModules.filter((listed) => listed === module)).toHaveLength(1);
    for (const routes of readdirSync(path.join(here, folder)).filter((name) => name.endsWith(".routes.ts"))) {
      const plugins = Object.entries(await import(path.join(here, folder, routes))).filter(([name]) => name.endsWith("Routes"));
      expect(plugins.length, routes).toBeGreaterThan(0);
      for (const [name, plugin] of plugins) expect(module.plugins.includes(plugin as ServerModule["plugins"][number]), `${folder}/${routes}: ${name}`).toBe(true);
    }
  });

  it("names every module uniquely and keeps cashbank-users before master-data's generic /:id routes", async () => {
    const names = serverModules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
    const { cashbankUserRoutes } = await import("./master-data/cashbank-users.routes.js");
    const { masterDataRoutes } = await import("./master-data/master-data.routes.js");
    const order = serverModules.flatMap((module) => module.plugins);
    expect(order.indexOf(cashbankUserRoutes)).toBeLessThan(order.indexOf(masterDataRoutes));
  });
});

import type { PageMap } from "./lazy-page";

/**
 * Every feature's `routes.ts` (found by the bundler, so a new feature adds no line here): which
 * page serves which registry path. They are small and load with the app; each feature's pages
 * stay in its own chunk, loaded on first visit.
 */
const featureRoutes = import.meta.glob<PageMap>("../features/**/routes.ts", { eager: true, import: "routes" });

/** The features' route files that claim one path (a second claim would silently win; the test lists them). */
export const routeClaims: Record<string, string[]> = {};
for (const [file, routes] of Object.entries(featureRoutes)) {
  for (const path of Object.keys(routes)) routeClaims[path] = [...(routeClaims[path] ?? []), file];
}

/**
 * The page of every registry path (the registry in @neraca/core says who may open it and where it
 * sits in the menu).
 */
export const screenComponents: PageMap = Object.assign({}, ...Object.values(featureRoutes));

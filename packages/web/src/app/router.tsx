import { screens } from "@neraca/core";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouteError } from "./RouteError";
import { RouteGate } from "./RouteGate";
import { screenComponents } from "./screen-components";

/** One route per registry screen; the gate sends `/` and unknown paths where the guard says. */
export function buildRoutes(): RouteObject[] {
  const children: RouteObject[] = screens.map((screen) => {
    const Page = screenComponents[screen.path];
    if (!Page) throw new Error(`No page for the registry screen ${screen.path}`);
    return { path: screen.path, element: <Page /> };
  });
  children.push({ path: "*", element: null });
  return [{ element: <RouteGate />, errorElement: <RouteError />, children }];
}

export const createRouter = () => createBrowserRouter(buildRoutes());

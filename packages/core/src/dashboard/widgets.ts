import { composeDomains } from "../domains.js";

/** Every domain's dashboard widgets by name (their manifests' `widgets`), composed from the one list of domains. */
export const dashboardWidgets = composeDomains("widgets");
export type WidgetName = keyof typeof dashboardWidgets;

/** The widgets in their dashboard order. */
export const widgetList = Object.values(dashboardWidgets).sort((a, b) => a.order - b.order);

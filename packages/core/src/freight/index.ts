export * from "./schemas.js";
export * from "./rates.js";
export * from "./reports.js";
export * from "./bacc-reports.js";
export * from "./widgets.js";
export * from "./manifest.js";

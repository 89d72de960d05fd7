export * from "./costing.js";
export * from "./manifest.js";
export * from "./reports.js";

export * from "./manifest.js";
export * from "./schemas.js";
export * from "./reports.js";
export * from "./control.js";
export * from "./evaluation.js";

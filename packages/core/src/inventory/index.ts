export * from "./costing.js";
export * from "./manifest.js";
export * from "./reports.js";
export * from "./schemas.js";
export * from "./posting.js";
export * from "./landed-cost.js";

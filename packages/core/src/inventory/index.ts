export * from "./costing.js";
export * from "./manifest.js";

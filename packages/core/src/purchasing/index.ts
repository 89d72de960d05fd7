export * from "./schemas.js";
export * from "./rules.js";
export * from "./reports.js";
export * from "./responses.js";

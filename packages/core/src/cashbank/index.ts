export * from "./schemas.js";
export * from "./posting.js";
export * from "./reports.js";
export * from "./reconciliation.js";
export * from "./responses.js";

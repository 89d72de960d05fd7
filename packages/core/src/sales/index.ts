export * from "./schemas.js";
export * from "./posting.js";
export * from "./aging.js";
export * from "./coretax.js";
export * from "./reports.js";
export * from "./responses.js";
export * from "./returns.js";

export * from "./schemas.js";
export * from "./posting.js";
export * from "./aging.js";
export * from "./match.js";
export * from "./ebupot.js";
export * from "./reports.js";
export * from "./responses.js";
export * from "./returns.js";

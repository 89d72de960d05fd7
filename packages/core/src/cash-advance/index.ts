export * from "./schemas.js";
export * from "./advance.js";
export * from "./messages.js";
export * from "./reports.js";
export * from "./responses.js";

export * from "./definition.js";
export * from "./ledger-reports.js";
export * from "./statement-reports.js";
export * from "./accounting.js";
export * from "./aging.js";

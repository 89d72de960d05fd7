export * from "./definition.js";
export * from "./ledger-reports.js";
export * from "./statement-reports.js";
export { accountingReports } from "./accounting.js";

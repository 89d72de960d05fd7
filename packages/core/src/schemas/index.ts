export * from "./common.js";
export * from "./auth.js";
export * from "./company.js";
export * from "./ledger.js";
export * from "./master-data.js";
export * from "./attachments.js";

export * from "./common.js";
export * from "./auth.js";
export * from "./company.js";
export * from "./ledger.js";
export * from "./master-data.js";
export * from "./responses.js";
export * from "./journal-responses.js";
export * from "./attachments.js";

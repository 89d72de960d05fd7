export * from "./accounts.js";
export * from "./companies.js";
export * from "./ledger.js";
export * from "./master-data.js";
export * from "./documents.js";
export * from "./attachments.js";
export * from "./cash-advance.js";

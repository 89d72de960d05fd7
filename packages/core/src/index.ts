export * from "./money/index.js";
export * from "./permissions/index.js";
export * from "./screens/index.js";
export * from "./messages/index.js";
export * from "./schemas/index.js";
export * from "./ledger/index.js";
export * from "./documents/index.js";
export * from "./reports/index.js";

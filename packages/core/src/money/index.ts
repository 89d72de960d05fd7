export * from "./money.js";
export * from "./amount.js";
export * from "./format.js";

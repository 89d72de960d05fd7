export * from "./money.js";
export * from "./line-amounts.js";
export * from "./words.js";
export * from "./amount.js";
export * from "./format.js";

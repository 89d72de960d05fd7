export * from "./money.js";
export * from "./line-amounts.js";

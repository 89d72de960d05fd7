export * from "./money.js";
export * from "./words.js";

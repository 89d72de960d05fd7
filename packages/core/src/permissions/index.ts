export * from "./catalogue.js";
export * from "./ability.js";

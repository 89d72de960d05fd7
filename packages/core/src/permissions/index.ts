export * from "./catalogue.js";
export * from "./ability.js";
export * from "./default-roles.js";

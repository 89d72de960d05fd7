export * from "./currencies.js";
export * from "./schemas.js";
export * from "./rates.js";
export * from "./manifest.js";
export * from "./settle.js";
export * from "./revaluation.js";

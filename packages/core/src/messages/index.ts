export * from "./validation.js";
export * from "./issues.js";
export * from "./text.js";

export * from "./accounts.js";
export * from "./posting.js";

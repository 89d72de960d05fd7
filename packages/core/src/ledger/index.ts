export * from "./accounts.js";
export * from "./posting.js";
export * from "./documents.js";
export * from "./upload.js";
export * from "./dimensions.js";
export * from "./responses.js";

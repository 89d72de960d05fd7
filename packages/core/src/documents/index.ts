export * from "./lifecycle.js";
export * from "./approval.js";
export * from "./schemas.js";
export { returnedWithholding } from "./returns.js";

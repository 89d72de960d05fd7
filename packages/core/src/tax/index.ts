export * from "./document-taxes.js";

export * from "./widget.js";
export * from "./query.js";
export * from "./widgets.js";

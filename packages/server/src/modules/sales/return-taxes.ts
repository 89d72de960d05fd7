import { DocumentTaxError } from "@neraca/core";
import type { DocumentContext } from "../../platform/documents/document-type.js";
import { fieldMessage } from "../../platform/field-errors.js";

/** A return's taxes computed at its invoice's rates; a tax the invoice names that is gone is a 422, not a 500. */
export function taxesOrRefuse<T>(ctx: DocumentContext, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (error instanceof DocumentTaxError) throw fieldMessage("details", "return_tax_gone", ctx.language);
    throw error;
  }
}

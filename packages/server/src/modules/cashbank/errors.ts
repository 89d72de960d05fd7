import { type Language, type MessageKey, renderTemplate, translate, type ValidationRule } from "@neraca/core";
import { AppError } from "../../platform/errors.js";

/** 422 with one field's message in the spec's template (`The selected cashbank is invalid`). */
export const fieldError = (field: string, rule: ValidationRule, language: Language, displayField = field, params: Record<string, string | number> = {}) =>
  new AppError(422, "validation_failed", {}, { [field]: [renderTemplate(rule, displayField, language, params)] });

/** 422 with one field's message from the module's messages. */
export const fieldMessage = (field: string, key: MessageKey, language: Language, params: Record<string, string | number> = {}) =>
  new AppError(422, key, params, { [field]: [translate(key, language, params)] });

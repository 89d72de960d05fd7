import { type FieldErrors, type Language, type MessageKey, renderTemplate, translate, type ValidationRule } from "@neraca/core";
import { AppError, fieldError } from "./errors.js";

/**
 * The one set of field-error helpers every module uses (STYLE: a helper is not written again in a
 * second module). Each answers 422 with the message under its field (`details.3.account_id`):
 *
 * - `fieldError(errors)` (errors.ts): "The given data was invalid." over messages already translated;
 * - `fieldRule`: one field's message in the spec's template (`The selected cashbank is invalid`);
 * - `invalidField`: the "in" template, for an id of nothing in this company;
 * - `fieldMessage`: one of our messages, which is also the answer's message;
 * - `FieldProblems`: collects several and throws them at once.
 */

/** The name a field's message shows: its last segment (`details.3.account_id` → account). */
const lastSegment = (field: string) => field.split(".").pop() as string;

/** 422 with one field's message in the spec's template, naming it as `display` (default: its last segment). */
export const fieldRule = (
  field: string,
  rule: ValidationRule,
  language: Language,
  display = lastSegment(field),
  params: Record<string, string | number> = {},
) => fieldError({ [field]: [renderTemplate(rule, display, language, params)] });

/** 422 "The selected … is invalid" under the field: an id of nothing in this company. */
export const invalidField = (field: string, language: Language, display = lastSegment(field)) => fieldRule(field, "in", language, display);

/** 422 with one of our messages, as the answer's message and under the field. */
export const fieldMessage = (field: string, key: MessageKey, language: Language, params: Record<string, string | number> = {}) =>
  new AppError(422, key, params, { [field]: [translate(key, language, params)] });

/** Collects field errors and throws them at once (422 with every problem). */
export class FieldProblems {
  readonly errors: FieldErrors = {};
  constructor(readonly language: Language) {}
  add(field: string, text: string) {
    this.errors[field] = [...(this.errors[field] ?? []), text];
  }
  /** "The selected … is invalid", naming the field as `display` (default: its last segment). */
  invalid(field: string, display = lastSegment(field)) {
    this.add(field, renderTemplate("in", display, this.language));
  }
  /** One of our messages under the field. */
  message(field: string, key: MessageKey, params?: Record<string, string | number>) {
    this.add(field, translate(key, this.language, params));
  }
  throwIfAny() {
    if (Object.keys(this.errors).length > 0) throw fieldError(this.errors);
  }
}

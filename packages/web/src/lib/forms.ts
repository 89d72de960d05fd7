import { formatIssues, type Language } from "@neraca/core";
import type { FormInstance } from "antd";
import { ApiError, type FieldErrors } from "./api-client";

/** `details.0.amount` → ["details", 0, "amount"], as antd names nested fields. */
const namePath = (key: string): (string | number)[] =>
  key.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Puts field errors under their fields, replacing earlier ones (errors for fields the form does not
 * show are ignored).
 */
export function showFieldErrors(form: FormInstance, errors: FieldErrors): void {
  const cleared = form.getFieldsError().map(({ name }) => ({ name, errors: [] as string[] }));
  form.setFields([...cleared, ...Object.entries(errors).map(([key, list]) => ({ name: namePath(key), errors: list }))]);
}

/** `onValuesChange` of a form: a field's error goes away as soon as the user edits it. */
export const clearErrorsOnChange =
  (form: FormInstance) =>
  (changed: Record<string, unknown>): void => {
    form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] as string[] })));
  };

/** A failed save: server validation errors go under their fields (DESIGN §8, issue: forms). */
export function showServerErrors(form: FormInstance, error: unknown): void {
  if (error instanceof ApiError && error.body?.errors) showFieldErrors(form, error.body.errors);
}

type Issues = Parameters<typeof formatIssues>[0];

/** The part of a zod schema used here (the schemas come from @neraca/core). */
export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: Issues } };
}

/**
 * Checks values with the same zod schema the API uses, so a message shown before sending is the
 * message the server would send. Returns the parsed body, or null after showing the errors.
 */
export function validateWith<T>(
  form: FormInstance,
  schema: Schema<T>,
  values: unknown,
  language: Language,
): T | null {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  showFieldErrors(form, formatIssues(result.error.issues, language));
  return null;
}

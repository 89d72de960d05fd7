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

type NamePath = (string | number)[];

const startsWith = (path: readonly (string | number)[], prefix: NamePath) => prefix.every((part, i) => path[i] === part);

/**
 * `onValuesChange` of a form: a field's error goes away as soon as the user edits it. For a list
 * (`details`), editing a line clears every error of that line (fixing the credit also settles "not
 * both sides" shown under the debit) and the list's own error (the balance).
 */
export const clearErrorsOnChange =
  (form: FormInstance) =>
  (changed: Record<string, unknown>): void => {
    const cleared: NamePath[] = [];
    const lines: NamePath[] = [];
    for (const [name, value] of Object.entries(changed)) {
      cleared.push([name]);
      if (Array.isArray(value)) for (const index of Object.keys(value)) lines.push([name, Number(index)]);
    }
    if (lines.length) {
      for (const { name, errors } of form.getFieldsError()) {
        if (errors.length && lines.some((prefix) => startsWith(name, prefix))) cleared.push(name);
      }
    }
    form.setFields(cleared.map((name) => ({ name, errors: [] as string[] })));
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

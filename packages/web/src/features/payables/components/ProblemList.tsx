import { formatIssues } from "@neraca/core";
import { Alert, type FormInstance } from "antd";
import { useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { type Schema, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";

/**
 * The errors of a save that the form has no field for (an invoice line of a voucher or a payment,
 * the voucher itself), from the shared schema or the server: listed above the buttons, so nothing
 * refused goes unexplained.
 */
export function useProblems() {
  const [problems, setProblems] = useState<string[]>([]);
  const take = (error: unknown) => {
    if (error instanceof ApiError && error.body?.errors) setProblems(Object.values(error.body.errors).flat());
  };
  const validate = <T,>(form: FormInstance, schema: Schema<T>, values: unknown): T | null => {
    const parsed = validateWith(form, schema, values, currentLanguage());
    if (parsed) setProblems([]);
    else {
      const result = schema.safeParse(values);
      if (!result.success) setProblems(Object.values(formatIssues(result.error.issues, currentLanguage())).flat());
    }
    return parsed;
  };
  const view = problems.length > 0 && (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="save-problems"
      title={
        <ul style={{ margin: 0, paddingInlineStart: 16 }}>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      }
    />
  );
  return { take, validate, view };
}

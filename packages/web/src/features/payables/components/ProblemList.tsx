import { Alert } from "antd";
import { useState } from "react";
import type { FieldErrors } from "../../../lib/api-client";

/**
 * The errors of a save that the form has no field for (an invoice line of a voucher or a payment,
 * the voucher itself), from the shared schema or the server: listed above the buttons, so nothing
 * refused goes unexplained. `take` is the screen's `onErrors`.
 */
export function useProblems() {
  const [problems, setProblems] = useState<string[]>([]);
  const take = (errors: FieldErrors) => setProblems(Object.values(errors).flat());
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
  return { take, view };
}

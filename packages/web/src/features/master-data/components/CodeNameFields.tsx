import { Input } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormFields, textField } from "./FormFields";

/**
 * The code (up to 30 characters) and name (up to 150) a master-data record starts with, in a form's row.
 * `generatedHint`: the server numbers a record left without a code (contacts), so the code is optional
 * and the hint says what it will be.
 */
export function CodeNameFields({ codeSpan = 8, nameSpan = 16, generatedHint }: { codeSpan?: number; nameSpan?: number; generatedHint?: ReactNode }) {
  const { t } = useTranslation();
  const code = generatedHint
    ? textField("code", t("fields.code"), codeSpan, 30, {
        extra: generatedHint,
        input: <Input maxLength={30} placeholder={t("md.code_auto")} data-testid="code-generated" />,
      })
    : textField("code", t("fields.code"), codeSpan, 30, { required: true });
  return <FormFields fields={[code, textField("name", t("fields.name"), nameSpan, 150, { required: true })]} />;
}

import { useTranslation } from "react-i18next";
import { FormFields, textField } from "./FormFields";

/** The code (up to 30 characters) and name (up to 150) a master-data record starts with, in a form's row. */
export function CodeNameFields({ codeSpan = 8, nameSpan = 16 }: { codeSpan?: number; nameSpan?: number }) {
  const { t } = useTranslation();
  return (
    <FormFields
      fields={[
        textField("code", t("fields.code"), codeSpan, 30, { required: true }),
        textField("name", t("fields.name"), nameSpan, 150, { required: true }),
      ]}
    />
  );
}

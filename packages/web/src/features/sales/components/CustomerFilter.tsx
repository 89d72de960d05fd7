import { useTranslation } from "react-i18next";
import { RecordSelect } from "../../../components/ledger/RecordSelect";

/** Customers only (the common contact filter offers every contact). */
export function CustomerFilter({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  return (
    <RecordSelect
      path="master-data/contact"
      params={{ type: "customer" }}
      allowClear
      value={value}
      onChange={(v: unknown) => onChange((v as string | null) ?? null)}
      placeholder={t("sales.customer")}
      aria-label={t("sales.customer")}
      style={{ width: 220 }}
    />
  );
}

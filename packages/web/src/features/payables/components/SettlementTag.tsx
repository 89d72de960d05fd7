import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const colors: Record<string, string> = { not_posted: "default", unpaid: "orange", partly_paid: "gold", paid: "green" };

/** Where an invoice or a voucher stands with its payments. */
export function SettlementTag({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[value] ?? "default"} data-testid="settlement-tag">
      {t(`payables.settlement.${value}`)}
    </Tag>
  );
}

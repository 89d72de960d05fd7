import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { Settlement } from "../api";

const colors: Record<Settlement, string> = { unpaid: "orange", partly_paid: "blue", paid: "green" };

/** An approved invoice's payment state: unpaid, partly paid or paid (nothing before approval). */
export function SettlementTag({ settlement }: { settlement: Settlement | null }) {
  const { t } = useTranslation();
  if (!settlement) return null;
  return (
    <Tag color={colors[settlement]} data-testid="invoice-settlement">
      {t(`sales.settlements.${settlement}`)}
    </Tag>
  );
}

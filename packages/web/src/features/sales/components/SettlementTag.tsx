import type { SalesSettlement } from "@neraca/core";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const colors: Record<SalesSettlement, string> = { unpaid: "orange", partly_paid: "blue", paid: "green" };

/** An approved invoice's payment state: unpaid, partly paid or paid (nothing before approval). */
export function SettlementTag({ settlement }: { settlement: SalesSettlement | null }) {
  const { t } = useTranslation();
  if (!settlement) return null;
  return (
    <Tag color={colors[settlement]} data-testid="invoice-settlement">
      {t(`sales.settlements.${settlement}`)}
    </Tag>
  );
}

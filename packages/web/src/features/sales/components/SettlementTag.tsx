import type { SalesSettlement } from "@neraca/core";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const colors: Record<Exclude<SalesSettlement, "not_posted">, string> = { unpaid: "orange", partly_paid: "blue", paid: "green" };

/** An approved invoice's payment state: unpaid, partly paid or paid (nothing before approval: its status says it). */
export function SettlementTag({ settlement }: { settlement: SalesSettlement }) {
  const { t } = useTranslation();
  if (settlement === "not_posted") return null;
  return (
    <Tag color={colors[settlement]} data-testid="invoice-settlement">
      {t(`sales.settlements.${settlement}`)}
    </Tag>
  );
}

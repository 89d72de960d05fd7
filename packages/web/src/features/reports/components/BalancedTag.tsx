import { CheckCircleOutlined, WarningOutlined } from "@ant-design/icons";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/** Whether a report's two sides agree (debits = credits, assets = liabilities + equity). */
export function BalancedTag({ balanced }: { balanced: boolean }) {
  const { t } = useTranslation();
  return balanced ? (
    <Tag color="success" icon={<CheckCircleOutlined />} data-testid="report-balanced">
      {t("reports.status.balanced")}
    </Tag>
  ) : (
    <Tag color="error" icon={<WarningOutlined />} data-testid="report-not-balanced">
      {t("reports.status.not_balanced")}
    </Tag>
  );
}

import { AuditOutlined } from "@ant-design/icons";
import { Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PeriodExportButton } from "../../../components/documents/PeriodExportButton";
import { Amount } from "../../../components/ledger/Amount";
import { invoiceApi } from "../api";

/** e-Bupot Unifikasi: check a month's withholding slips (and the corrections returns ask for), then download the import file. */
export function EbupotButton() {
  const { t } = useTranslation();
  return (
    <PeriodExportButton
      testId="ebupot"
      icon={<AuditOutlined />}
      texts={{
        button: t("payables.ebupot.button"),
        title: t("payables.ebupot.title"),
        intro: t("payables.ebupot.intro"),
        period: t("payables.ebupot.period"),
        check: t("payables.ebupot.check"),
        download: t("payables.ebupot.download"),
        empty: t("payables.ebupot.empty"),
        problems: (count) => t("payables.ebupot.problems", { count }),
        items: (count) => t("payables.ebupot.slips", { count }),
        notices: t("payables.ebupot.corrections"),
      }}
      check={async (period) => {
        const { data } = await invoiceApi.ebupot(period);
        return { valid: data.valid, problems: data.problems, items: data.slips, notices: data.corrections };
      }}
      download={invoiceApi.ebupotFile}
      fileName={(period) => `ebupot-${period}.xlsx`}
      renderItem={(s) => (
        <Space wrap>
          <Typography.Text strong>{s.invoiceNumber}</Typography.Text>
          <span>{s.vendorName}</span>
          <Typography.Text code>{s.taxObjectCode}</Typography.Text>
          <span>{s.rate}%</span>
          <Amount value={s.withheld} />
        </Space>
      )}
    />
  );
}

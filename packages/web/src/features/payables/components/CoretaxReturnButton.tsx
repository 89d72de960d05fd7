import { RollbackOutlined } from "@ant-design/icons";
import { Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { PeriodExportButton } from "../../../components/documents/PeriodExportButton";
import { Amount } from "../../../components/ledger/Amount";
import { formatDate } from "../../../lib/dates";
import { purchaseReturnApi } from "../api";

/** Coretax retur pajak masukan: check a month's purchase returns that gave input VAT back, then download DJP's return sheets. */
export function CoretaxReturnButton() {
  const { t } = useTranslation();
  return (
    <PeriodExportButton
      testId="coretax-retur"
      icon={<RollbackOutlined />}
      texts={{
        button: t("payables.retur.button"),
        title: t("payables.retur.title"),
        intro: t("payables.retur.intro"),
        period: t("payables.ebupot.period"),
        check: t("payables.ebupot.check"),
        download: t("payables.retur.download"),
        empty: t("payables.retur.empty"),
        problems: (count) => t("payables.ebupot.problems", { count }),
        items: (count) => t("payables.retur.returns", { count }),
      }}
      check={async (period) => {
        const { data } = await purchaseReturnApi.coretax(period);
        return { valid: data.valid, problems: data.problems, items: data.returns };
      }}
      download={purchaseReturnApi.coretaxFile}
      fileName={(period) => `retur-pajak-masukan-${period}.xlsx`}
      renderItem={(r) => (
        <Space wrap>
          <Typography.Text strong>{r.number}</Typography.Text>
          <span>{formatDate(r.date)}</span>
          <span>{r.seller_name}</span>
          <Typography.Text code>{r.tax_invoice_number ?? "—"}</Typography.Text>
          <Amount value={r.vat} />
        </Space>
      )}
    />
  );
}

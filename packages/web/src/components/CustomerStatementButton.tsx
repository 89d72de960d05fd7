import { FilePdfOutlined } from "@ant-design/icons";
import { Button, DatePicker, Popover, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../lib/ability";
import { api } from "../lib/api";
import { DATE_FORMAT } from "../lib/dates";
import { saveFile } from "../lib/download";
import { loadSalesTexts } from "../locales/sales";
import { CurrencySelect } from "./CurrencySelect";

loadSalesTexts();

/** A customer's statement of account (PDF) for a period, from the contact's page (issue 11). */
export function CustomerStatementButton({ contactId, code, isCustomer, currency: contactCurrency = null }: { contactId: string; code: string; isCustomer: boolean; currency?: string | null }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf("year"), dayjs()]);
  // A customer billing in a foreign currency: its invoices in it by default; cleared, every invoice in base.
  const [currency, setCurrency] = useState<string | null>(contactCurrency);
  const [busy, setBusy] = useState(false);
  if (!isCustomer || !ability.can("read", "ReportSales")) return null;
  const download = async () => {
    setBusy(true);
    try {
      const [from, to] = [range[0].format(DATE_FORMAT), range[1].format(DATE_FORMAT)];
      const params = currency ? { date_from: from, date_to: to, currency } : { date_from: from, date_to: to };
      saveFile(await api.download(`master-data/contact/${contactId}/statement`, { params }), `statement-${code}-${to}${currency ? `-${currency}` : ""}.pdf`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popover
      trigger="click"
      title={t("sales.statement")}
      content={
        <Space orientation="vertical">
          <DatePicker.RangePicker value={range} allowClear={false} format="DD MMM YYYY" onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])} />
          <CurrencySelect
            allowClear
            value={currency ?? undefined}
            onChange={(value) => setCurrency((value as string | undefined) ?? null)}
            placeholder={t("sales.statement_all_currencies")}
            style={{ width: "100%" }}
            data-testid="statement-currency"
          />
          <Button type="primary" icon={<FilePdfOutlined />} loading={busy} onClick={() => void download()} data-testid="statement-download">
            PDF
          </Button>
        </Space>
      }
    >
      <Button icon={<FilePdfOutlined />} data-testid="contact-statement">
        {t("sales.statement")}
      </Button>
    </Popover>
  );
}

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

loadSalesTexts();

/** A customer's statement of account (PDF) for a period, from the contact's page (issue 11). */
export function CustomerStatementButton({ contactId, code, isCustomer }: { contactId: string; code: string; isCustomer: boolean }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf("year"), dayjs()]);
  const [busy, setBusy] = useState(false);
  if (!isCustomer || !ability.can("read", "ReportSales")) return null;
  const download = async () => {
    setBusy(true);
    try {
      const [from, to] = [range[0].format(DATE_FORMAT), range[1].format(DATE_FORMAT)];
      saveFile(await api.download(`master-data/contact/${contactId}/statement`, { params: { date_from: from, date_to: to } }), `statement-${code}-${to}.pdf`);
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

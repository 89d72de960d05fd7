import { ExportOutlined } from "@ant-design/icons";
import { Alert, Button, DatePicker, List, Modal, Space, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../../lib/ability";
import { DATE_FORMAT } from "../../../lib/dates";
import { saveFile } from "../../../lib/download";
import { type CoretaxCheck, invoiceApi } from "../api";

/** The Coretax e-Faktur export of a period: checked first (each problem named per invoice), then the XML. */
export function CoretaxExport() {
  const { t } = useTranslation();
  const ability = useAbility();
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf("month"), dayjs().endOf("month")]);
  const [check, setCheck] = useState<CoretaxCheck | null>(null);
  const [busy, setBusy] = useState(false);
  if (!ability.can("read", "TxSalesInvoice")) return null;
  const [from, to] = [range[0].format(DATE_FORMAT), range[1].format(DATE_FORMAT)];
  const run = async () => {
    setBusy(true);
    try {
      setCheck((await invoiceApi.coretaxCheck(from, to)).data);
    } catch {
      setCheck(null);
    } finally {
      setBusy(false);
    }
  };
  const download = async () => saveFile(await invoiceApi.coretaxXml(from, to), `coretax-${from}-${to}.xml`);
  return (
    <>
      <Button icon={<ExportOutlined />} onClick={() => setOpen(true)} data-testid="coretax-open">
        {t("sales.coretax")}
      </Button>
      <Modal
        open={open}
        title={t("sales.coretax_title")}
        onCancel={() => setOpen(false)}
        footer={
          <Space>
            <Button onClick={() => void run()} loading={busy} data-testid="coretax-check">
              {t("sales.coretax_check")}
            </Button>
            <Button type="primary" disabled={!check || check.problems.length > 0} onClick={() => void download()} data-testid="coretax-download">
              {t("sales.coretax_export")}
            </Button>
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">{t("sales.coretax_text")}</Typography.Paragraph>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          format="DD MMM YYYY"
          onChange={(value) => {
            if (value?.[0] && value[1]) setRange([value[0], value[1]]);
            setCheck(null);
          }}
        />
        {check && check.problems.length === 0 && <Alert style={{ marginTop: 16 }} type="success" showIcon title={t("sales.coretax_ok", { count: check.invoices })} />}
        {check && check.problems.length > 0 && (
          <Alert
            style={{ marginTop: 16 }}
            type="warning"
            showIcon
            title={t("sales.coretax_problems", { count: check.problems.length })}
            description={<List size="small" dataSource={check.problems} renderItem={(p) => <List.Item data-testid="coretax-problem">{p.message}</List.Item>} />}
          />
        )}
      </Modal>
    </>
  );
}

import { AuditOutlined, DownloadOutlined } from "@ant-design/icons";
import { Alert, Button, DatePicker, List, Modal, Space, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Amount } from "../../../components/ledger/Amount";
import { saveFile } from "../../../lib/download";
import { type EbupotPreview, invoiceApi } from "../api";

/** e-Bupot Unifikasi: check a month's withholding slips, then download the import file. */
export function EbupotButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<Dayjs>(dayjs().subtract(1, "month"));
  const [preview, setPreview] = useState<EbupotPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const period = month.format("YYYY-MM");
  const check = async () => {
    setBusy(true);
    try {
      setPreview((await invoiceApi.ebupot(period)).data);
    } finally {
      setBusy(false);
    }
  };
  const download = async () => saveFile(await invoiceApi.ebupotFile(period), `ebupot-${period}.xlsx`);
  return (
    <>
      <Button icon={<AuditOutlined />} onClick={() => setOpen(true)} data-testid="ebupot-open">
        {t("payables.ebupot.button")}
      </Button>
      <Modal open={open} title={t("payables.ebupot.title")} onCancel={() => setOpen(false)} footer={null} width={720}>
        <Typography.Paragraph type="secondary">{t("payables.ebupot.intro")}</Typography.Paragraph>
        <Space wrap style={{ marginBottom: 16 }}>
          <DatePicker
            picker="month"
            value={month}
            allowClear={false}
            onChange={(v) => {
              if (v) setMonth(v);
              setPreview(null);
            }}
            aria-label={t("payables.ebupot.period")}
          />
          <Button type="primary" loading={busy} onClick={() => void check()} data-testid="ebupot-check">
            {t("payables.ebupot.check")}
          </Button>
          <Button icon={<DownloadOutlined />} disabled={!preview?.valid} onClick={() => void download()} data-testid="ebupot-download">
            {t("payables.ebupot.download")}
          </Button>
        </Space>
        {preview && preview.slips.length === 0 && <Alert type="info" showIcon title={t("payables.ebupot.empty")} />}
        {preview && preview.problems.length > 0 && (
          <Alert type="error" showIcon title={t("payables.ebupot.problems", { count: preview.problems.length })} description={<List size="small" dataSource={preview.problems} renderItem={(p) => <List.Item>{p}</List.Item>} />} />
        )}
        {preview && preview.slips.length > 0 && (
          <List
            size="small"
            header={t("payables.ebupot.slips", { count: preview.slips.length })}
            dataSource={preview.slips}
            renderItem={(s) => (
              <List.Item>
                <Space wrap>
                  <Typography.Text strong>{s.invoiceNumber}</Typography.Text>
                  <span>{s.vendorName}</span>
                  <Typography.Text code>{s.taxObjectCode}</Typography.Text>
                  <span>{s.rate}%</span>
                  <Amount value={s.withheld} />
                </Space>
              </List.Item>
            )}
          />
        )}
      </Modal>
    </>
  );
}

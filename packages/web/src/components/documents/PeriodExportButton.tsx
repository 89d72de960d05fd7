import { DownloadOutlined } from "@ant-design/icons";
import { Alert, Button, DatePicker, List, Modal, Space, Typography } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { type ReactNode, useState } from "react";
import type { DownloadedFile } from "../../lib/api-client";
import { saveFile } from "../../lib/download";

/** What a tax file's check answers: the items it would carry, what keeps it from being made, and notices. */
export interface PeriodExportPreview<Item> {
  valid: boolean;
  problems: string[];
  items: Item[];
  /** To do by hand beside the file (a correction of an earlier month's slip). */
  notices?: string[];
}

export interface PeriodExportTexts {
  button: string;
  title: string;
  intro: string;
  period: string;
  check: string;
  download: string;
  empty: string;
  problems: (count: number) => string;
  items: (count: number) => string;
  notices?: string;
}

/**
 * A tax file of a month (e-Bupot, Coretax retur): pick the period, check it — each problem named,
 * the items it would carry listed — then download it once nothing is in the way.
 */
export function PeriodExportButton<Item>({
  texts,
  icon,
  check,
  download,
  fileName,
  renderItem,
  testId,
}: {
  texts: PeriodExportTexts;
  icon: ReactNode;
  check: (period: string) => Promise<PeriodExportPreview<Item>>;
  download: (period: string) => Promise<DownloadedFile>;
  fileName: (period: string) => string;
  renderItem: (item: Item) => ReactNode;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const [month, setMonth] = useState<Dayjs>(dayjs().subtract(1, "month"));
  const [preview, setPreview] = useState<PeriodExportPreview<Item> | null>(null);
  const [busy, setBusy] = useState(false);
  const period = month.format("YYYY-MM");
  const run = async () => {
    setBusy(true);
    try {
      setPreview(await check(period));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={icon} onClick={() => setOpen(true)} data-testid={`${testId}-open`}>
        {texts.button}
      </Button>
      <Modal open={open} title={texts.title} onCancel={() => setOpen(false)} footer={null} width={760}>
        <Typography.Paragraph type="secondary">{texts.intro}</Typography.Paragraph>
        <Space wrap style={{ marginBottom: 16 }}>
          <DatePicker
            picker="month"
            value={month}
            allowClear={false}
            onChange={(v) => {
              if (v) setMonth(v);
              setPreview(null);
            }}
            aria-label={texts.period}
          />
          <Button type="primary" loading={busy} onClick={() => void run()} data-testid={`${testId}-check`}>
            {texts.check}
          </Button>
          <Button icon={<DownloadOutlined />} disabled={!preview?.valid} onClick={async () => saveFile(await download(period), fileName(period))} data-testid={`${testId}-download`}>
            {texts.download}
          </Button>
        </Space>
        {preview && preview.items.length === 0 && <Alert type="info" showIcon title={texts.empty} style={{ marginBottom: 12 }} />}
        {preview && preview.problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={texts.problems(preview.problems.length)}
            description={<List size="small" dataSource={preview.problems} renderItem={(p) => <List.Item>{p}</List.Item>} />}
          />
        )}
        {preview && (preview.notices?.length ?? 0) > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            title={texts.notices}
            description={<List size="small" dataSource={preview.notices} renderItem={(p) => <List.Item>{p}</List.Item>} />}
            data-testid={`${testId}-notices`}
          />
        )}
        {preview && preview.items.length > 0 && (
          <List size="small" header={texts.items(preview.items.length)} dataSource={preview.items} renderItem={(item) => <List.Item>{renderItem(item)}</List.Item>} />
        )}
      </Modal>
    </>
  );
}

import { FileExcelOutlined, FilePdfOutlined, FileTextOutlined } from "@ant-design/icons";
import type { ExportFormat, ReportDefinition } from "@neraca/core";
import { Button, Space } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { saveFile } from "../../../lib/download";
import { reportApi } from "../api";

const buttons: { format: ExportFormat; icon: ReactNode; label: string }[] = [
  { format: "xlsx", icon: <FileExcelOutlined />, label: "reports.export.excel" },
  { format: "pdf", icon: <FilePdfOutlined />, label: "reports.export.pdf" },
  { format: "csv", icon: <FileTextOutlined />, label: "reports.export.csv" },
];

/** Excel, A4 PDF and CSV of exactly what the screen shows (same parameters), saved as a download. */
export function ExportButtons({ report, params, disabled = false }: { report: ReportDefinition; params: Record<string, string>; disabled?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const file = await reportApi.download(report, params, format);
      saveFile(file, `${report.name.replaceAll("/", "-")}.${format}`);
    } catch {
      // The API client has already shown the server's message.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space wrap>
      {buttons.map((b) => (
        <Button
          key={b.format}
          icon={b.icon}
          loading={busy === b.format}
          disabled={disabled || busy !== null}
          onClick={() => void download(b.format)}
          data-testid={`export-${b.format}`}
        >
          {t(b.label)}
        </Button>
      ))}
    </Space>
  );
}

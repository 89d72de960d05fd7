import { FileExcelOutlined, FilePdfOutlined } from "@ant-design/icons";
import { Button, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveFile } from "../../../lib/download";
import { type ExportFormat, reportApi } from "../api";
import type { ReportName } from "../report-query";

/** Excel and A4 PDF of exactly what the screen shows (same parameters), saved as a download. */
export function ExportButtons({ name, params, disabled = false }: { name: ReportName; params: Record<string, string>; disabled?: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const file = await reportApi.download(name, params, format);
      saveFile(file, `${name}.${format}`);
    } catch {
      // The API client has already shown the server's message.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Space wrap>
      <Button icon={<FileExcelOutlined />} loading={busy === "xlsx"} disabled={disabled || busy !== null} onClick={() => void download("xlsx")} data-testid="export-xlsx">
        {t("reports.export.excel")}
      </Button>
      <Button icon={<FilePdfOutlined />} loading={busy === "pdf"} disabled={disabled || busy !== null} onClick={() => void download("pdf")} data-testid="export-pdf">
        {t("reports.export.pdf")}
      </Button>
    </Space>
  );
}

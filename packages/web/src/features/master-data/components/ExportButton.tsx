import { DownOutlined, DownloadOutlined, FileExcelOutlined, FilePdfOutlined } from "@ant-design/icons";
import { Button, Dropdown } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveFile } from "../../../lib/download";
import { type ExportFormat, transferApi } from "../crud-api";

/** The whole list as an Excel workbook or an A4 PDF (reference fields as codes), saved as a download. */
export function ExportButton({ path }: { path: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      saveFile(await transferApi(path).exportFile(format), `${path}.${format}`);
    } catch {
      // The API client has already shown the server's message.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        items: [
          { key: "xlsx", icon: <FileExcelOutlined />, label: t("md.export.xlsx") },
          { key: "pdf", icon: <FilePdfOutlined />, label: t("md.export.pdf") },
        ],
        onClick: ({ key }) => void download(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={busy !== null} data-testid="export-open">
        {t("md.export.button")} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

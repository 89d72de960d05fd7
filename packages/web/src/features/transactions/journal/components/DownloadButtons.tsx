import { FileExcelOutlined, FilePdfOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { saveFile } from "../../../../lib/download";
import { journalApi } from "../api";

/** PDF (A4) and Excel copies of one journal, from `GET /transactions/journal/:id?format=`. */
export function DownloadButtons({ id, number }: { id: string; number: string }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: async (format: "pdf" | "xlsx") => saveFile(await journalApi.download(id, format), `${number.replaceAll("/", "-")}.${format}`),
  });
  const busy = (format: "pdf" | "xlsx") => download.isPending && download.variables === format;
  return (
    <>
      <Button icon={<FilePdfOutlined />} loading={busy("pdf")} onClick={() => download.mutate("pdf")} data-testid="download-pdf">
        {t("documents.pdf")}
      </Button>
      <Button icon={<FileExcelOutlined />} loading={busy("xlsx")} onClick={() => download.mutate("xlsx")} data-testid="download-xlsx">
        {t("documents.xlsx")}
      </Button>
    </>
  );
}

import { FileExcelOutlined, FilePdfOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import { Button, Card, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { api } from "../../../../lib/api";
import { saveFile } from "../../../../lib/download";

type Format = "xlsx" | "pdf";

/** `/master-data/journal-template/export`: every template with its lines, as Excel or an A4 PDF. */
export function TemplateExportPage() {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: async (format: Format) => {
      const file = await api.download("master-data/journal-template/export", { params: { format } });
      saveFile(file, `journal-templates.${format}`);
    },
  });
  const busy = (format: Format) => download.isPending && download.variables === format;
  return (
    <>
      <PageHeader
        title={t("templates.export_title")}
        subtitle={t("templates.export_subtitle")}
        trail={[{ title: t("menu.master_data") }, { title: t("templates.title") }, { title: t("templates.export") }]}
      />
      <Card>
        <Typography.Paragraph>{t("templates.export_text")}</Typography.Paragraph>
        <Space wrap>
          <Button type="primary" icon={<FileExcelOutlined />} loading={busy("xlsx")} onClick={() => download.mutate("xlsx")} data-testid="export-xlsx">
            {t("documents.download_xlsx")}
          </Button>
          <Button icon={<FilePdfOutlined />} loading={busy("pdf")} onClick={() => download.mutate("pdf")} data-testid="export-pdf">
            {t("documents.download_pdf")}
          </Button>
          <LinkButton to="/master-data/journal-template">{t("common.back")}</LinkButton>
        </Space>
      </Card>
    </>
  );
}

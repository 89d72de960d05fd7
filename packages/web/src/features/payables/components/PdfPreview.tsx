import { DownloadOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Skeleton, Space } from "antd";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import type { DownloadedFile } from "../../../lib/api-client";
import { saveFile } from "../../../lib/download";

/** A print preview: the document's A4 PDF shown in the page, with a download and a way back. */
export function PdfPreview({ title, load, back, name }: { title: string; load: () => Promise<DownloadedFile>; back: string; name: string }) {
  const { t } = useTranslation();
  const file = useQuery({ queryKey: ["payables", "print", name], queryFn: load, retry: false });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data.blob) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Space wrap>
            <LinkButton to={back}>{t("common.back")}</LinkButton>
            <Button type="primary" icon={<DownloadOutlined />} disabled={!file.data} onClick={() => file.data && saveFile(file.data, `${name}.pdf`)} data-testid="print-download">
              {t("payables.download_pdf")}
            </Button>
          </Space>
        }
      />
      <Card>
        {file.isPending && <Skeleton active />}
        {file.isError && <Alert type="error" showIcon title={t("payables.print_failed")} />}
        {url && <iframe title={title} src={url} style={{ width: "100%", height: "78vh", border: 0 }} data-testid="print-frame" />}
      </Card>
    </>
  );
}

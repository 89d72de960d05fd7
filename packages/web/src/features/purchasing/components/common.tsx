import type { DocumentState, RequestProgress } from "@neraca/core";
import { Alert, Space, Spin, Tag, Typography } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DocumentStatusTag, type LifecycleApi, useLifecycle as useSharedLifecycle } from "../../../components/documents";
import type { DownloadedFile } from "../../../lib/api-client";

const progressColors: Record<RequestProgress, string> = {
  open: "blue",
  partly_ordered: "gold",
  ordered: "cyan",
  partly_received: "orange",
  received: "green",
  closed: "default",
};

/** Where an approved request stands (ordered, received, closed). */
export function ProgressTag({ progress }: { progress: RequestProgress }) {
  const { t } = useTranslation();
  return (
    <Tag color={progressColors[progress]} data-testid="request-progress">
      {t(`purchasing.progress.${progress}`)}
    </Tag>
  );
}

/** Status, number and requester under a document's title. */
export function DocumentHeading({ doc, extra }: { doc: DocumentState; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Space wrap size={8} data-testid="document-heading">
      <DocumentStatusTag status={doc.status} />
      <Typography.Text strong data-testid="document-number">
        {doc.number ?? t("lifecycle.no_number")}
      </Typography.Text>
      {doc.requested_by_name && <Typography.Text type="secondary">· {t("lifecycle.requested_by", { name: doc.requested_by_name })}</Typography.Text>}
      {extra}
    </Space>
  );
}

/** Waiting for approval, or sent back with a note (the shared alert). */
export { LifecycleAlert } from "../../../components/documents";

/** What the document bar's buttons do (the shared `useLifecycle`, refreshing procurement's queries). */
export function useLifecycle(documentApi: LifecycleApi, list: string, beforeSubmit?: () => Promise<boolean>) {
  return useSharedLifecycle(documentApi, { refresh: [["purchasing"]], listPath: list, beforeSubmit });
}

/** A document's A4 print shown in the page (the prints screens). */
export function PdfFrame({ load, title }: { load: () => Promise<DownloadedFile>; title: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let created: string | null = null;
    load()
      .then((file) => {
        created = URL.createObjectURL(file.blob);
        setUrl(created);
      })
      .catch(() => setFailed(true));
    return () => {
      if (created) URL.revokeObjectURL(created);
    };
  }, [load]);
  if (failed) return <Alert type="error" title={t("purchasing.print_failed")} />;
  if (!url) return <Spin />;
  return <iframe src={url} title={title} style={{ width: "100%", height: "80vh", border: 0 }} data-testid="print-frame" />;
}

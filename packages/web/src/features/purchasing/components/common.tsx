import type { DocumentState, RequestProgress } from "@neraca/core";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Space, Spin, Tag, Typography } from "antd";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { BarAction } from "../../../components/documents";
import { DocumentStatusTag, lastRejection } from "../../../components/documents";
import type { DownloadedFile } from "../../../lib/api-client";
import { formatTime } from "../../../lib/dates";
import { toast } from "../../../lib/toast";

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

/** Waiting for approval, or sent back with a note. */
export function LifecycleAlert({ doc }: { doc: DocumentState }) {
  const { t } = useTranslation();
  const rejection = lastRejection(doc.approval);
  if (doc.status === "pending") return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("lifecycle.pending_note")} />;
  if (doc.status === "rejected" && rejection) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        title={t("lifecycle.rejected_note", { name: rejection.user_name, date: formatTime(rejection.at) })}
        description={rejection.note}
      />
    );
  }
  return null;
}

interface LifecycleApi<T> {
  remove: (id: string) => Promise<{ message: string }>;
  submit: (id: string) => Promise<{ message: string; data: T }>;
  approve: (id: string, note: string | null) => Promise<{ message: string }>;
  reject: (id: string, note: string) => Promise<{ message: string }>;
  cancel: (id: string, note: string | null) => Promise<{ message: string }>;
}

/** What the document bar's buttons do: the call, a toast, and fresh data (or back to the list after a delete). */
export function useLifecycle<T>(documentApi: LifecycleApi<T>, list: string, beforeSubmit?: () => Promise<boolean>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stay = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: ["purchasing"] });
  };
  return async (id: string, action: BarAction, note: string | null) => {
    if (action === "delete") {
      toast.success((await documentApi.remove(id)).message);
      queryClient.removeQueries({ queryKey: ["purchasing"] });
      await navigate(list);
      return;
    }
    if (action === "submit") {
      if (beforeSubmit && !(await beforeSubmit())) throw new Error("not saved");
      return stay((await documentApi.submit(id)).message);
    }
    if (action === "approve") return stay((await documentApi.approve(id, note)).message);
    if (action === "reject") return stay((await documentApi.reject(id, note ?? "")).message);
    return stay((await documentApi.cancel(id, note)).message);
  };
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

import { DeleteOutlined, DownloadOutlined, InboxOutlined } from "@ant-design/icons";
import { ATTACHMENT_ACCEPT, type AttachmentContentType, type AttachmentOut } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Popconfirm, Space, Table, Typography, Upload } from "antd";
import { useTranslation } from "react-i18next";
import { api } from "../lib/api";
import { formatTime } from "../lib/dates";
import { saveFile } from "../lib/download";
import { toast } from "../lib/toast";

const typeLabels: Record<AttachmentContentType, string> = {
  "application/pdf": "PDF",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "XLSX",
};

/** `1.5 MB`, `12 KB`, `800 B`: a file's size for people (sizes are counts of bytes, not money). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export interface AttachmentsCardProps {
  /** The document's API path without `/api/`: `transactions/journal/<id>`. */
  documentPath: string;
  canUpload: boolean;
  canDelete: boolean;
}

/**
 * The files of one document (`GET/POST {documentPath}/attachments`, `GET/DELETE …/:file`): a list
 * with download and delete, and a drop zone for PDF, JPEG, PNG and XLSX. Every document screen uses it.
 */
export function AttachmentsCard({ documentPath, canUpload, canDelete }: AttachmentsCardProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = ["attachments", documentPath];
  const url = `${documentPath}/attachments`;
  const list = useQuery({ queryKey, queryFn: () => api.get<{ data: AttachmentOut[] }>(url) });
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return api.post<{ message: string; data: AttachmentOut }>(url, form);
    },
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`${url}/${id}`),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await refresh();
    },
  });
  const download = useMutation({
    mutationFn: async (file: AttachmentOut) => saveFile(await api.download(`${url}/${file.id}`), file.file_name),
  });

  return (
    <Card title={t("attachments.title")} style={{ marginTop: 16 }} data-testid="attachments">
      <Table<AttachmentOut>
        rowKey="id"
        size="small"
        pagination={false}
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: t("attachments.empty") }}
        scroll={{ x: true }}
        columns={[
          {
            key: "file_name",
            title: t("attachments.file_name"),
            render: (_, file) => (
              <Typography.Link onClick={() => download.mutate(file)} data-testid="attachment-name">
                {file.file_name}
              </Typography.Link>
            ),
          },
          { key: "type", title: t("attachments.type"), render: (_, file) => typeLabels[file.content_type] },
          { key: "size", title: t("attachments.size"), align: "right", render: (_, file) => formatFileSize(file.size_bytes) },
          { key: "by", title: t("attachments.uploaded_by"), render: (_, file) => file.created_by_name ?? "—" },
          { key: "at", title: t("attachments.uploaded_at"), render: (_, file) => formatTime(file.created_at) },
          {
            key: "actions",
            title: t("common.actions"),
            align: "right",
            render: (_, file) => (
              <Space size={4}>
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  aria-label={t("attachments.download")}
                  title={t("attachments.download")}
                  loading={download.isPending && download.variables?.id === file.id}
                  onClick={() => download.mutate(file)}
                />
                {canDelete && (
                  <Popconfirm
                    title={t("attachments.delete_confirm", { name: file.file_name })}
                    description={t("common.cannot_recover")}
                    okText={t("common.delete")}
                    cancelText={t("common.cancel")}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync(file.id).catch(() => undefined)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} aria-label={t("common.delete")} title={t("common.delete")} data-testid="attachment-delete" />
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {canUpload && (
        <Upload.Dragger
          style={{ marginTop: 16 }}
          accept={ATTACHMENT_ACCEPT}
          multiple
          showUploadList={false}
          disabled={upload.isPending}
          customRequest={({ file, onSuccess, onError }) => {
            upload.mutateAsync(file as File).then(
              (answer) => onSuccess?.(answer),
              (error: Error) => onError?.(error),
            );
          }}
          data-testid="attachment-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t("attachments.upload_hint")}</p>
          <p className="ant-upload-hint">{t("attachments.upload_types")}</p>
        </Upload.Dragger>
      )}
    </Card>
  );
}

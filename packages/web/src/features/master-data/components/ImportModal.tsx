import { FileExcelOutlined, FileTextOutlined, InboxOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Collapse, Modal, Space, Typography, Upload } from "antd";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { saveFile } from "../../../lib/download";
import { type UploadProblem, uploadProblems, uploadTypeOf } from "../../../lib/upload-report";
import { type TemplateFormat, transferApi } from "../crud-api";
import { UploadProblemTable } from "./UploadProblemTable";

type Outcome =
  | { kind: "done"; message: string; imported: number; fileName: string }
  | { kind: "failed"; message: string; problems: UploadProblem[]; fileName: string };

const ACCEPT = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const templateFormats: readonly { format: TemplateFormat; icon: ReactNode }[] = [
  { format: "xlsx", icon: <FileExcelOutlined /> },
  { format: "csv", icon: <FileTextOutlined /> },
];

/**
 * Import of one master-data list: the template (Excel or CSV, the columns of the shared schema),
 * then the file. The API checks every row first and imports nothing while any row fails; the
 * problems come back row by row.
 */
export function ImportModal({
  open,
  onClose,
  path,
  title,
  columns,
}: {
  open: boolean;
  onClose: () => void;
  path: string;
  title: string;
  /** The template's columns, in order (the body schema's fields). */
  columns: readonly string[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const transfer = transferApi(path);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  // The outcome sits under the upload area: bring it into view (a long report starts below the fold).
  useEffect(() => {
    if (outcome) outcomeRef.current?.scrollIntoView({ block: "start" });
  }, [outcome]);
  const template = useMutation({
    mutationFn: async (format: TemplateFormat) => saveFile(await transfer.template(format), `${path}-import-template.${format}`),
  });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const type = uploadTypeOf(file);
      if (!type) throw new ApiError(415, { message: t("md.import.wrong_type") }, t("md.import.wrong_type"));
      return transfer.importFile(file, type);
    },
    onMutate: () => setOutcome(null),
    onSuccess: async (answer, file) => {
      setOutcome({ kind: "done", message: answer.message, imported: answer.data.imported, fileName: file.name });
      await queryClient.invalidateQueries({ queryKey: ["master-data", path] });
      queryClient.removeQueries({ queryKey: ["lookup"] });
    },
    onError: (error, file) => {
      const body = error instanceof ApiError ? error.body : null;
      setOutcome({
        kind: "failed",
        message: body?.message ?? error.message,
        problems: uploadProblems(body?.errors ?? {}, columns),
        fileName: file.name,
      });
    },
  });
  const close = () => {
    setOutcome(null);
    onClose();
  };
  const references = columns.filter((column) => column.endsWith("_id"));

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      footer={<Button onClick={close}>{t("md.import.close")}</Button>}
      width={760}
      destroyOnHidden
      data-testid="import-modal"
    >
      <Typography.Paragraph>{t("md.import.intro")}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        {templateFormats.map(({ format, icon }) => (
          <Button
            key={format}
            icon={icon}
            onClick={() => template.mutate(format)}
            loading={template.isPending && template.variables === format}
            data-testid={`import-template-${format}`}
          >
            {t(`md.import.template_${format}`)}
          </Button>
        ))}
      </Space>
      <Collapse
        ghost
        size="small"
        className="import-columns-panel"
        items={[
          {
            key: "columns",
            label: t("md.import.columns", { count: columns.length }),
            children: (
              <>
                <div className="import-columns">
                  {columns.map((column) => (
                    <Typography.Text code key={column}>
                      {column}
                    </Typography.Text>
                  ))}
                </div>
                <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 0 }}>
                  {references.length > 0 && `${t("md.import.references")} `}
                  {t("md.import.values")}
                </Typography.Paragraph>
              </>
            ),
          },
        ]}
        data-testid="import-columns"
      />
      <Upload.Dragger
        accept={ACCEPT}
        multiple={false}
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          upload.mutate(file);
          return false;
        }}
        className="import-drop"
        data-testid="import-input"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{upload.isPending ? t("md.import.checking") : t("md.import.drop")}</p>
        <p className="ant-upload-hint">{t("md.import.hint")}</p>
      </Upload.Dragger>
      <div ref={outcomeRef}>
        {outcome?.kind === "done" && (
          <Alert
            type="success"
            showIcon
            title={outcome.message}
            description={outcome.fileName}
            style={{ marginTop: 16 }}
            data-testid="import-done"
          />
        )}
        {outcome?.kind === "failed" && (
          <div style={{ marginTop: 16 }}>
            <UploadProblemTable message={outcome.message} problems={outcome.problems} fileName={outcome.fileName} />
          </div>
        )}
      </div>
    </Modal>
  );
}

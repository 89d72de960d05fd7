import { FileExcelOutlined, FileTextOutlined, InboxOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Result, Row, Space, Table, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { ApiError } from "../../../../lib/api-client";
import { saveFile } from "../../../../lib/download";
import { type UploadResult, draftApi, uploadTypeOf } from "../api";
import { rowsWithProblems, type UploadProblem, uploadColumns, uploadProblems } from "../upload-report";

type Outcome =
  | { kind: "done"; message: string; data: UploadResult; fileName: string }
  | { kind: "failed"; message: string; problems: UploadProblem[]; fileName: string };

/**
 * `/transactions/draft-journal/upload`: drafts from a CSV or XLSX file. Every row is checked and
 * nothing is imported while any row fails; the problems come back row by row.
 */
export function DraftUploadPage() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const template = useMutation({
    mutationFn: async (format: "xlsx" | "csv") => saveFile(await draftApi.template(format), `journal-upload-template.${format}`),
  });
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const type = uploadTypeOf(file);
      if (!type) throw new ApiError(415, { message: t("draft_upload.wrong_type") }, t("draft_upload.wrong_type"));
      return draftApi.upload(file, type);
    },
    onMutate: () => setOutcome(null),
    onSuccess: (answer, file) => setOutcome({ kind: "done", message: answer.message, data: answer.data, fileName: file.name }),
    onError: (error, file) => {
      const body = error instanceof ApiError ? error.body : null;
      setOutcome({
        kind: "failed",
        message: body?.message ?? error.message,
        problems: uploadProblems(body?.errors ?? {}, uploadColumns),
        fileName: file.name,
      });
    },
  });

  return (
    <>
      <PageHeader
        title={t("draft_upload.title")}
        subtitle={t("draft_upload.subtitle")}
        trail={[{ title: t("menu.general_ledger") }, { title: t("drafts.title") }, { title: t("drafts.upload") }]}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card title={t("draft_upload.step_template")}>
            <Typography.Paragraph>{t("draft_upload.template_text")}</Typography.Paragraph>
            <Space wrap style={{ marginBottom: 12 }}>
              <Button icon={<FileExcelOutlined />} onClick={() => template.mutate("xlsx")} loading={template.isPending && template.variables === "xlsx"} data-testid="template-xlsx">
                {t("draft_upload.template_xlsx")}
              </Button>
              <Button icon={<FileTextOutlined />} onClick={() => template.mutate("csv")} loading={template.isPending && template.variables === "csv"} data-testid="template-csv">
                {t("draft_upload.template_csv")}
              </Button>
            </Space>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
              {t("draft_upload.columns_intro")}
            </Typography.Paragraph>
            <ul className="upload-columns">
              {uploadColumns.map((column) => (
                <li key={column}>
                  <Typography.Text code>{column}</Typography.Text> {t(`draft_upload.columns.${column}`)}
                </li>
              ))}
            </ul>
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card title={t("draft_upload.step_upload")}>
            <Upload.Dragger
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              multiple={false}
              showUploadList={false}
              disabled={upload.isPending}
              beforeUpload={(file) => {
                upload.mutate(file);
                return false;
              }}
              data-testid="draft-upload-input"
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{upload.isPending ? t("draft_upload.checking") : t("draft_upload.drop")}</p>
              <p className="ant-upload-hint">{t("draft_upload.hint")}</p>
            </Upload.Dragger>
            {outcome?.kind === "done" && (
              <Result
                status="success"
                title={outcome.message}
                subTitle={outcome.fileName}
                data-testid="upload-done"
                extra={
                  <LinkButton type="primary" to={`/transactions/draft-journal?upload_batch=${outcome.data.upload_batch}`} data-testid="upload-open-drafts">
                    {t("draft_upload.open_drafts", { count: outcome.data.journals })}
                  </LinkButton>
                }
              />
            )}
            {outcome?.kind === "failed" && <ProblemReport outcome={outcome} />}
          </Card>
        </Col>
      </Row>
    </>
  );
}

function ProblemReport({ outcome }: { outcome: Extract<Outcome, { kind: "failed" }> }) {
  const { t } = useTranslation();
  const rows = rowsWithProblems(outcome.problems);
  return (
    <div style={{ marginTop: 16 }} data-testid="upload-report">
      <Alert
        type="error"
        showIcon
        title={outcome.message}
        description={rows ? t("draft_upload.rows_failed", { count: rows, file: outcome.fileName }) : outcome.fileName}
        style={{ marginBottom: 12 }}
      />
      {outcome.problems.length > 0 && (
        <Table<UploadProblem>
          rowKey="key"
          size="small"
          dataSource={outcome.problems}
          pagination={outcome.problems.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
          tableLayout="fixed"
          columns={[
            { title: t("draft_upload.row"), dataIndex: "row", key: "row", width: 64, render: (row: number | null) => row ?? "—" },
            {
              title: t("draft_upload.column"),
              dataIndex: "field",
              key: "field",
              width: 150,
              render: (field: string) => <Typography.Text code>{field}</Typography.Text>,
            },
            { title: t("draft_upload.problem"), dataIndex: "message", key: "message" },
          ]}
        />
      )}
    </div>
  );
}

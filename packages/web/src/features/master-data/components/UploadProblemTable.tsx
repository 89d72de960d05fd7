import { Alert, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { rowsWithProblems, type UploadProblem } from "../../../lib/upload-report";

/** A refused file: the server's message, then its problems row by row (row 1 is the header). */
export function UploadProblemTable({ message, problems, fileName }: { message: string; problems: UploadProblem[]; fileName: string }) {
  const { t } = useTranslation();
  const rows = rowsWithProblems(problems);
  return (
    <div className="import-report" data-testid="import-report">
      <Alert
        type="error"
        showIcon
        title={message}
        description={rows ? t("md.import.rows_failed", { count: rows, file: fileName }) : fileName}
        style={{ marginBottom: 12 }}
      />
      {problems.length > 0 && (
        <Table<UploadProblem>
          rowKey="key"
          size="small"
          dataSource={problems}
          pagination={problems.length > 20 ? { pageSize: 20, showSizeChanger: false, size: "small" } : false}
          tableLayout="fixed"
          columns={[
            { title: t("md.import.row"), dataIndex: "row", key: "row", width: 64, render: (row: number | null) => row ?? "—" },
            {
              title: t("md.import.column"),
              dataIndex: "field",
              key: "field",
              width: 160,
              render: (field: string) => (
                <Typography.Text code style={{ wordBreak: "break-all" }}>
                  {field}
                </Typography.Text>
              ),
            },
            { title: t("md.import.problem"), dataIndex: "message", key: "message" },
          ]}
        />
      )}
    </div>
  );
}

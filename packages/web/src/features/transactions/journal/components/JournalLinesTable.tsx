import { formatAmount, lineDimensions } from "@neraca/core";
import { Table, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Amount } from "../../../../components/ledger/Amount";
import { useUiLanguage } from "../../../../lib/i18n";
import type { JournalDetail, JournalLine } from "../api";

/** The names of what a line points at, in core's dimension order: the single ones, or the several (tags). */
const dimensionNames = (line: JournalLine, many: boolean): string[] =>
  lineDimensions.filter((d) => d.many === many).flatMap((d) => [line[d.nameField]].flat().filter((name): name is string => !!name));

/** The posted lines of a journal with their dimensions and the totals (read-only). */
export function JournalLinesTable({ journal, compact = false }: { journal: JournalDetail; compact?: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const foreign = journal.details.some((l) => l.foreign);
  return (
    <Table<JournalLine>
      rowKey="line_no"
      size={compact ? "small" : "middle"}
      dataSource={journal.details}
      pagination={false}
      scroll={compact ? undefined : { x: "max-content" }}
      data-testid="journal-lines"
      columns={[
        { title: "#", dataIndex: "line_no", key: "line_no", width: 44 },
        {
          title: t("lines.account"),
          key: "account",
          render: (_: unknown, line) => (
            <>
              <Typography.Text strong>{line.account_code}</Typography.Text> {line.account_name}
            </>
          ),
        },
        { title: t("lines.description"), dataIndex: "description", key: "description", render: (v: string | null) => v || "" },
        {
          title: t("lines.dimensions"),
          key: "dimensions",
          render: (_: unknown, line) => (
            <span className="line-dimension-text">
              {dimensionNames(line, false).join(" · ")}
              {dimensionNames(line, true).map((name) => (
                <Tag key={name} style={{ marginInlineStart: 6 }}>
                  {name}
                </Tag>
              ))}
            </span>
          ),
        },
        // A foreign line's amount in its currency and the rate it was booked at (DESIGN §13).
        ...(foreign
          ? [
              {
                title: t("lines.foreign"),
                key: "foreign",
                align: "right" as const,
                render: (_: unknown, line: JournalLine) =>
                  line.foreign ? (
                    <span data-testid={`line-foreign-${line.line_no}`}>
                      {line.foreign.currency} <Amount value={line.foreign.amount} />
                      <Typography.Text type="secondary"> @ {formatAmount(line.foreign.rate, language, { fraction: "rate" })}</Typography.Text>
                    </span>
                  ) : (
                    ""
                  ),
              },
            ]
          : []),
        { title: t("lines.debit"), dataIndex: "debit", key: "debit", align: "right", render: (v: string) => <Amount value={v} blankZero /> },
        { title: t("lines.credit"), dataIndex: "credit", key: "credit", align: "right", render: (v: string) => <Amount value={v} blankZero /> },
      ]}
      summary={() => (
        <Table.Summary.Row className="totals-row">
          <Table.Summary.Cell index={0} colSpan={foreign ? 5 : 4} align="right">
            <Typography.Text strong>{t("lines.total")}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={foreign ? 5 : 4} align="right">
            <Amount value={journal.total_debit} strong />
          </Table.Summary.Cell>
          <Table.Summary.Cell index={foreign ? 6 : 5} align="right">
            <Amount value={journal.total_credit} strong />
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

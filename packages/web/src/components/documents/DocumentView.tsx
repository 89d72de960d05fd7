import type { DocumentState } from "@neraca/core";
import { Descriptions, Divider, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../lib/dates";

/** One label and value of a document's header or totals. */
export interface DocumentFact {
  label: ReactNode;
  value: ReactNode;
  /** Spans the whole row (a description, notes). */
  wide?: boolean;
  testId?: string;
}

export interface DocumentLines<L> {
  title?: ReactNode;
  columns: ColumnsType<L>;
  rows: readonly L[];
  testId?: string;
}

type HistoryAction = DocumentState["approval"]["history"][number]["action"];
const recorded: HistoryAction[] = ["create", "submit", "approve", "reject", "cancel"];

/** Who created, submitted, approved, rejected and cancelled it, and when (the latest of each). */
function useHistoryFacts(doc: Pick<DocumentState, "approval">): DocumentFact[] {
  const { t } = useTranslation();
  return recorded.flatMap((action) => {
    const event = [...doc.approval.history].reverse().find((e) => e.action === action);
    if (!event) return [];
    return [
      {
        label: t(`document_view.history.${action}`),
        value: (
          <>
            {event.user_name} <Typography.Text type="secondary">· {formatTime(event.at)}</Typography.Text>
            {event.note && <Typography.Text type="secondary"> · “{event.note}”</Typography.Text>}
          </>
        ),
        testId: `document-history-${action}`,
      },
    ];
  });
}

function Facts({ facts, testId, column = 3 }: { facts: readonly DocumentFact[]; testId?: string; column?: number }) {
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: column }} data-testid={testId}>
      {facts.map((fact) => (
        <Descriptions.Item key={`${fact.testId ?? ""}${String(fact.label)}`} label={fact.label} span={fact.wide ? "filled" : undefined}>
          <span data-testid={fact.testId}>{fact.value}</span>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/**
 * The read-only view of a document no longer editable (DESIGN §12): its header facts, its lines as a
 * table, its totals, what follows from it (payments, follow-ups: `children`), and its history —
 * who created, submitted, approved, rejected or cancelled it, with the time and the note.
 */
export function DocumentView<L extends object>({
  doc,
  facts,
  lines,
  totals,
  totalsStacked = false,
  children,
  testId = "document-view",
}: {
  doc: Pick<DocumentState, "approval">;
  facts: readonly DocumentFact[];
  lines?: DocumentLines<L>;
  totals?: readonly DocumentFact[];
  /** The totals one under another at the right, as an invoice shows them (many figures); default: in a row. */
  totalsStacked?: boolean;
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const history = useHistoryFacts(doc);
  return (
    <div className="document-view" data-testid={testId}>
      {facts.length > 0 && <Facts facts={facts} testId="document-facts" />}
      {lines && (
        <>
          <Divider titlePlacement="start">{lines.title ?? t("document_view.lines")}</Divider>
          <Table<L>
            rowKey={(_, index) => String(index)}
            size="small"
            pagination={false}
            columns={lines.columns}
            dataSource={[...lines.rows]}
            scroll={{ x: "max-content" }}
            data-testid={lines.testId ?? "document-lines"}
          />
        </>
      )}
      {totals && totals.length > 0 && (
        <div className="document-totals" style={totalsStacked ? { maxWidth: 420, margin: "16px 0 0 auto" } : undefined}>
          <Facts facts={totals} testId="document-totals" column={totalsStacked ? 1 : Math.min(totals.length, 4)} />
        </div>
      )}
      {children}
      {history.length > 0 && (
        <>
          <Divider titlePlacement="start">{t("document_view.history.title")}</Divider>
          <Facts facts={history} testId="document-history" column={2} />
        </>
      )}
    </div>
  );
}

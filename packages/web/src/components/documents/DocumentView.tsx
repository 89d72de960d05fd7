import { Descriptions, Divider, Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Below this width a document's lines scroll inside its card rather than squeeze. */
const LINES_WIDTH_MIN_PX = 720;

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

/** The figures a reader looks for first (total, outstanding, due date), shown large above the facts. */
function Figures({ figures }: { figures: readonly DocumentFact[] }) {
  return (
    <div className="document-figures" data-testid="document-figures">
      {figures.map((figure) => (
        <div key={`${figure.testId ?? ""}${String(figure.label)}`} className="document-figure">
          <div className="document-figure-label">{figure.label}</div>
          <div className="document-figure-value" data-testid={figure.testId}>
            {figure.value}
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The read-only view of a document no longer editable (DESIGN §12): the figures that matter first
 * (`figures`: total, outstanding, due date), its header facts, its lines as a table (as wide as the
 * card, its texts wrapping; scrolling inside the card on a phone), its totals and what follows from
 * it (payments, follow-ups: `children`). Its history — who created, submitted, approved, rejected or cancelled it — is the screen's approval
 * panel, told once.
 */
export function DocumentView<L extends object>({
  figures,
  facts,
  lines,
  totals,
  totalsStacked = false,
  children,
  testId = "document-view",
}: {
  figures?: readonly DocumentFact[];
  facts: readonly DocumentFact[];
  lines?: DocumentLines<L>;
  totals?: readonly DocumentFact[];
  /** The totals one under another at the right, as an invoice shows them (many figures); default: in a row. */
  totalsStacked?: boolean;
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="document-view" data-testid={testId}>
      {figures && figures.length > 0 && <Figures figures={figures} />}
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
            // As wide as the card, long texts (a description, an account's name) wrapping in their
            // column; narrower than its columns can be (a phone), the table scrolls inside the card.
            scroll={{ x: LINES_WIDTH_MIN_PX }}
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
    </div>
  );
}

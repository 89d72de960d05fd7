import { useQueryClient } from "@tanstack/react-query";
import { Button, Tag, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type DocumentFact, DocumentView, NoteModal, RecordLabel } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { useAbility } from "../../../lib/ability";
import { formatDate } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { type PurchaseRequest, requestApi } from "../api";

type Line = PurchaseRequest["details"][number];

/**
 * A request as it stands once it can no longer be edited: its facts, its lines with what was ordered
 * and what is left, and (approved) closing a line by hand with its reason.
 */
export function RequestView({ request }: { request: PurchaseRequest }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState<Line | null>(null);
  const canClose = request.status === "approved" && ability.can("update", "TxPurchaseRequest");
  const facts: DocumentFact[] = [
    { label: t("purchasing.date"), value: formatDate(request.date) },
    { label: t("purchasing.requests.requester"), value: request.requester, testId: "request-requester" },
    { label: t("purchasing.requests.needed_by"), value: request.needed_by ? formatDate(request.needed_by) : "—" },
    { label: t("line_items.office"), value: <RecordLabel kind="office" id={request.office_id} /> },
    { label: t("line_items.work_unit"), value: request.work_unit_name ?? "—" },
    { label: t("purchasing.requests.activity"), value: request.activity_name ?? "—" },
    {
      label: t("line_items.tags"),
      value: request.tag_ids.length ? request.tag_ids.map((tagId) => <Tag key={tagId}><RecordLabel kind="tag" id={tagId} /></Tag>) : "—",
      wide: true,
    },
    { label: t("purchasing.requests.purpose"), value: request.purpose ?? "—", wide: true, testId: "request-purpose" },
  ];
  return (
    <DocumentView<Line>
      facts={facts}
      lines={{
        title: t("purchasing.lines"),
        rows: request.details,
        testId: "request-lines-table",
        columns: [
          { title: "#", dataIndex: "line_no", width: 40 },
          { title: t("line_items.product"), key: "item", render: (_, l) => l.description ?? l.product_name },
          { title: t("line_items.quantity"), dataIndex: "quantity", align: "right" },
          { title: t("line_items.unit"), dataIndex: "unit_name" },
          { title: t("purchasing.requests.estimated_price"), dataIndex: "estimated_price", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("line_items.amount"), dataIndex: "estimated_amount", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("purchasing.ordered"), dataIndex: "ordered_quantity", align: "right" },
          { title: t("purchasing.remaining"), dataIndex: "remaining_quantity", align: "right" },
          {
            title: t("purchasing.status"),
            key: "closed",
            render: (_, l) =>
              l.closed ? (
                <Tooltip title={l.close_reason}>
                  <Tag data-testid={`line-closed-${l.line_no}`}>{t("purchasing.requests.line_closed")}</Tag>
                </Tooltip>
              ) : canClose && l.remaining_quantity !== "0" ? (
                <Button size="small" onClick={() => setClosing(l)} data-testid={`line-close-${l.line_no}`}>
                  {t("purchasing.requests.close_line")}
                </Button>
              ) : null,
          },
        ],
      }}
      totals={[{ label: t("purchasing.requests.estimated_total"), value: <Amount value={request.estimated_total} strong /> }]}
    >
      <NoteModal
        open={!!closing}
        title={t("purchasing.requests.close_line_title", { line: closing?.line_no ?? "" })}
        text={t("purchasing.requests.close_line_text")}
        okText={t("purchasing.requests.close_line")}
        onConfirm={async (reason) => {
          if (!closing) return;
          const answer = await requestApi.closeLine(request.id, closing.id, reason);
          toast.success(answer.message);
          await queryClient.invalidateQueries({ queryKey: ["purchasing"] });
        }}
        onClose={() => setClosing(null)}
      />
    </DocumentView>
  );
}

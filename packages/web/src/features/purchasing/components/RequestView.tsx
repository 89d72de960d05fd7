import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Tag, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type DocumentFact, DocumentView, LinkedDocuments, NoteModal, RecordLabel } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { useAbility } from "../../../lib/ability";
import { formatDate } from "../../../lib/dates";
import { toast } from "../../../lib/toast";
import { orderApi, type PurchaseRequest, requestApi } from "../api";
import { quantitiesByUnit } from "./quantities";

type Line = PurchaseRequest["details"][number];

const ORDERS_SHOWN_MAX = 100;

/** The orders that took lines of an approved request, each linked with its total (an order links its requests the other way). */
function RequestOrders({ request }: { request: PurchaseRequest }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const query = useQuery({
    queryKey: ["purchasing", "orders", "of-request", request.id],
    queryFn: () => orderApi.list({ request_id: request.id, per_page: ORDERS_SHOWN_MAX }),
    enabled: ability.can("read", "TxPurchaseOrder"),
  });
  const rows = (query.data?.data ?? []).map((order) => ({
    id: order.id,
    number: order.number,
    date: order.date,
    status: order.status,
    amount: order.total,
    path: `/transactions/purchase-order/detail/${order.id}`,
  }));
  if (rows.length === 0) return null;
  return <LinkedDocuments title={t("purchasing.requests.orders")} amountTitle={t("purchasing.total")} rows={rows} testId="request-orders" />;
}

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
      figures={[
        { label: t("purchasing.requests.estimated_total"), value: <Amount value={request.estimated_total} />, testId: "figure-estimated-total" },
        ...(request.status === "approved"
          ? [
              { label: t("purchasing.ordered"), value: quantitiesByUnit(request.details, (l) => l.ordered_quantity), testId: "figure-ordered" },
              { label: t("purchasing.remaining"), value: quantitiesByUnit(request.details, (l) => l.remaining_quantity), testId: "figure-remaining" },
            ]
          : []),
        { label: t("purchasing.requests.needed_by"), value: request.needed_by ? formatDate(request.needed_by) : "—", testId: "figure-needed-by" },
      ]}
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
      {request.status === "approved" && <RequestOrders request={request} />}
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

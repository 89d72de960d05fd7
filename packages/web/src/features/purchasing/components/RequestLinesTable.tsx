import { useQueryClient } from "@tanstack/react-query";
import { Button, Table, Tag, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NoteModal } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { useAbility } from "../../../lib/ability";
import { toast } from "../../../lib/toast";
import { type PurchaseRequest, requestApi } from "../api";

type Line = PurchaseRequest["details"][number];

/** An approved request's lines: ordered, left to order, and closing a line by hand with its reason. */
export function RequestLinesTable({ request }: { request: PurchaseRequest }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState<Line | null>(null);
  const canClose = request.status === "approved" && ability.can("update", "TxPurchaseRequest");
  return (
    <>
      <Table<Line>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={request.details}
        data-testid="request-lines-table"
        scroll={{ x: true }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              {t("purchasing.requests.estimated_total")}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <Amount value={request.estimated_total} strong />
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} colSpan={3} />
          </Table.Summary.Row>
        )}
        columns={[
          { title: "#", dataIndex: "line_no", width: 40 },
          { title: t("line_items.product"), key: "item", render: (_: unknown, l) => l.description ?? l.product_name },
          { title: t("line_items.quantity"), dataIndex: "quantity", align: "right" },
          { title: t("line_items.unit"), dataIndex: "unit_name" },
          { title: t("purchasing.requests.estimated_price"), dataIndex: "estimated_price", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("line_items.amount"), dataIndex: "estimated_amount", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("purchasing.ordered"), dataIndex: "ordered_quantity", align: "right" },
          { title: t("purchasing.remaining"), dataIndex: "remaining_quantity", align: "right" },
          {
            title: t("purchasing.status"),
            key: "closed",
            render: (_: unknown, l) =>
              l.closed ? (
                <Tooltip title={l.close_reason}>
                  <Tag data-testid={`line-closed-${l.line_no}`}>{t("purchasing.requests.line_closed")}</Tag>
                </Tooltip>
              ) : canClose && l.remaining_quantity !== "0" ? (
                <Button size="small" onClick={() => setClosing(l)} data-testid={`line-close-${l.line_no}`} disabled={false}>
                  {t("purchasing.requests.close_line")}
                </Button>
              ) : null,
          },
        ]}
      />
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
    </>
  );
}

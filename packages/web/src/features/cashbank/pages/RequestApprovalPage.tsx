import type { ApprovalInboxItem } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Card, Empty, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type BarAction, DocumentActions, documentColumns } from "../../../components/documents";
import { PageHeader } from "../../../components/PageHeader";
import { api, type ListResponse } from "../../../lib/api";
import { toast } from "../../../lib/toast";

const INBOX = "transactions/module-approval";

/**
 * `/transactions/cashbank/request/request-approval`: the cash and bank requests waiting for the user's
 * approval, approved or rejected in place with the document bar's buttons (reject asks for its note).
 */
export function RequestApprovalPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ["transactions", "cashbank", "request", "inbox", page],
    queryFn: () => api.get<ListResponse<ApprovalInboxItem>>(INBOX, { params: { document_type: "cashbank_request", page, per_page: 25 } }),
  });
  const run = async (id: string, action: BarAction, note: string | null) => {
    const path = `${INBOX}/${id}/${action === "reject" ? "reject" : "approve"}`;
    const answer = await api.post<{ message: string }>(path, note ? { note } : {});
    toast.success(answer.message);
    await queryClient.invalidateQueries({ queryKey: ["transactions"] });
  };
  return (
    <>
      <PageHeader title={t("cashbank.requests.approval_title")} trail={[{ title: t("menu.cash_bank") }, { title: t("menu.cashbank_request_approval") }]} />
      <Card>
        <Table<ApprovalInboxItem>
          rowKey="id"
          loading={list.isPending}
          dataSource={list.data?.data ?? []}
          locale={{ emptyText: <Empty description={t("cashbank.requests.approval_empty")} /> }}
          pagination={{ current: page, pageSize: 25, total: list.data?.meta.total ?? 0, onChange: setPage }}
          data-testid="request-inbox"
          columns={[
            { ...documentColumns.date<ApprovalInboxItem>(t("cashbank.fields.date")), sorter: false },
            {
              title: t("cashbank.fields.number"),
              dataIndex: "number",
              render: (v: string | null, row) => <Link to={`/transactions/cashbank/request/request-detail/${row.id}`}>{v ?? "—"}</Link>,
            },
            { title: t("cashbank.fields.purpose"), dataIndex: "description" },
            { title: t("approval_inbox.requester"), dataIndex: "requested_by_name" },
            documentColumns.amount(t("cashbank.fields.total"), "amount", { sorter: false }),
            {
              title: t("common.actions"),
              key: "actions",
              width: 220,
              render: (_: unknown, row) => (
                <DocumentActions
                  actions={["approve", "reject"]}
                  approve={{ label: t("lifecycle.approve"), confirm: t("approval_inbox.approve_confirm", { number: row.number ?? "" }), description: "" }}
                  testIds={{ approve: "request-inbox-approve", reject: "request-inbox-reject" }}
                  run={(action, note) => run(row.id, action, note)}
                />
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

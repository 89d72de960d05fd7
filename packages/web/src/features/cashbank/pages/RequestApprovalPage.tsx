import { CheckOutlined, CloseOutlined } from "@ant-design/icons";
import type { ApprovalInboxItem } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Empty, Popconfirm, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NoteModal } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { PageHeader } from "../../../components/PageHeader";
import { api, type ListResponse } from "../../../lib/api";
import { formatDate } from "../../../lib/dates";
import { toast } from "../../../lib/toast";

const INBOX = "transactions/module-approval";

/** `/transactions/cashbank/request/request-approval`: the cash and bank requests waiting for the user's approval, approved or rejected in place. */
export function RequestApprovalPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ["transactions", "cashbank", "request", "inbox", page],
    queryFn: () => api.get<ListResponse<ApprovalInboxItem>>(INBOX, { params: { document_type: "cashbank_request", page, per_page: 25 } }),
  });
  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: ["transactions"] });
  };
  const approve = useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`${INBOX}/${id}/approve`, {}),
    onSuccess: (answer) => done(answer.message),
  });
  const reject = async (id: string, note: string) => done((await api.post<{ message: string }>(`${INBOX}/${id}/reject`, { note })).message);
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
            { title: t("cashbank.fields.date"), dataIndex: "date", render: formatDate, width: 120 },
            {
              title: t("cashbank.fields.number"),
              dataIndex: "number",
              render: (v: string | null, row) => <Link to={`/transactions/cashbank/request/request-detail/${row.id}`}>{v ?? "—"}</Link>,
            },
            { title: t("cashbank.fields.purpose"), dataIndex: "description" },
            { title: t("approval_inbox.requester"), dataIndex: "requested_by_name" },
            { title: t("cashbank.fields.total"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
            {
              title: t("common.actions"),
              key: "actions",
              width: 220,
              render: (_: unknown, row) => (
                <Space>
                  <Popconfirm
                    title={t("approval_inbox.approve_confirm", { number: row.number ?? "" })}
                    okText={t("lifecycle.approve")}
                    cancelText={t("common.cancel")}
                    onConfirm={() => approve.mutateAsync(row.id).catch(() => undefined)}
                  >
                    <Button size="small" type="primary" icon={<CheckOutlined />} data-testid="request-inbox-approve">
                      {t("lifecycle.approve")}
                    </Button>
                  </Popconfirm>
                  <Button size="small" danger icon={<CloseOutlined />} onClick={() => setRejecting(row.id)}>
                    {t("lifecycle.reject")}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <NoteModal
        open={rejecting !== null}
        title={t("lifecycle.reject_title")}
        text={t("lifecycle.reject_text")}
        okText={t("lifecycle.reject")}
        onClose={() => setRejecting(null)}
        onConfirm={async (note: string) => {
          if (rejecting) await reject(rejecting, note);
          setRejecting(null);
        }}
      />
    </>
  );
}

import { CheckOutlined, CloseOutlined } from "@ant-design/icons";
import { type ApprovalInboxItem, type ApprovalModule, approvalModules } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Empty, Popconfirm, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { NoteModal } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { PageHeader } from "../../../components/PageHeader";
import { formatDate, formatTime } from "../../../lib/dates";
import { useUiLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { approvalInboxApi } from "../api";

const PER_PAGE = 20;

const moduleName = (module: string, language: "en" | "id") =>
  module in approvalModules ? approvalModules[module as ApprovalModule][language] : module;

/**
 * `/transactions/module-approval`: the documents waiting for the signed-in user's approval (their
 * current level names the user or one of their roles; never their own requests), oldest first,
 * approved or rejected (with a required note) in place, or opened on their own screen.
 */
export function ModuleApprovalPage() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<ApprovalInboxItem | null>(null);
  const inbox = useQuery({
    queryKey: ["transactions", "module-approval", page],
    queryFn: () => approvalInboxApi.list({ page, per_page: PER_PAGE }),
  });
  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: ["transactions"] });
  };
  const approve = useMutation({
    mutationFn: (id: string) => approvalInboxApi.approve(id, null),
    onSuccess: (answer) => done(answer.message),
  });
  const reject = (id: string, note: string) => approvalInboxApi.reject(id, note).then((answer) => done(answer.message));

  return (
    <>
      <PageHeader
        title={t("approval_inbox.title")}
        subtitle={t("approval_inbox.subtitle")}
        trail={[{ title: t("menu.general_ledger") }, { title: t("approval_inbox.title") }]}
      />
      <Card>
        <Table<ApprovalInboxItem>
          rowKey="id"
          data-testid="approval-inbox"
          loading={inbox.isPending}
          dataSource={inbox.data?.data ?? []}
          scroll={{ x: 1000 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("approval_inbox.empty")} /> }}
          pagination={{ current: page, pageSize: PER_PAGE, total: inbox.data?.meta.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
          columns={[
            {
              title: t("lifecycle.number"),
              dataIndex: "number",
              width: 160,
              render: (value: string | null, row) => (
                <Space orientation="vertical" size={0}>
                  <Link to={row.path} data-testid="inbox-open">
                    {value ?? t("lifecycle.no_number")}
                  </Link>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {moduleName(row.module, language)}
                  </Typography.Text>
                </Space>
              ),
            },
            { title: t("approval_inbox.date"), dataIndex: "date", width: 125, render: formatDate },
            {
              title: t("fields.description"),
              dataIndex: "description",
              ellipsis: true,
              render: (value: string | null) => value || "—",
            },
            { title: t("approval_inbox.amount"), dataIndex: "amount", align: "right", width: 140, render: (value: string) => <Amount value={value} /> },
            {
              title: t("approval_inbox.requester"),
              dataIndex: "requested_by_name",
              width: 150,
              render: (value: string | null, row) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text>{value ?? "—"}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatTime(row.submitted_at)}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: t("approval_inbox.level"),
              key: "level",
              width: 75,
              render: (_, row) => t("approval_inbox.level_of", { level: row.level, levels: row.levels }),
            },
            {
              title: t("common.actions"),
              key: "actions",
              fixed: "right",
              width: 195,
              render: (_, row) => (
                <Space size={4} wrap={false}>
                  <Popconfirm
                    title={t("approval_inbox.approve_confirm", { number: row.number ?? "" })}
                    okText={t("lifecycle.approve")}
                    cancelText={t("common.cancel")}
                    onConfirm={() => approve.mutateAsync(row.id).catch(() => undefined)}
                  >
                    <Button size="small" type="primary" icon={<CheckOutlined />} loading={approve.isPending && approve.variables === row.id} data-testid="inbox-approve">
                      {t("lifecycle.approve")}
                    </Button>
                  </Popconfirm>
                  <Button size="small" danger icon={<CloseOutlined />} onClick={() => setRejecting(row)} data-testid="inbox-reject">
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
        onConfirm={(note) => (rejecting ? reject(rejecting.id, note) : Promise.resolve())}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}

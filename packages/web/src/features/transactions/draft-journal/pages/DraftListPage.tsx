import { CheckOutlined, CloseOutlined, PlusOutlined, SendOutlined, UploadOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentStatus } from "@neraca/core";
import { Button, Card, DatePicker, Popconfirm, Select, Space, Tag, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { DocumentStatusTag, statusFilterOptions } from "../../../../components/documents";
import { Amount } from "../../../../components/ledger/Amount";
import { LinkButton } from "../../../../components/LinkButton";
import { PageHeader } from "../../../../components/PageHeader";
import { ResourceTable } from "../../../../components/ResourceTable";
import { useAbility } from "../../../../lib/ability";
import { DATE_FORMAT, formatDate } from "../../../../lib/dates";
import { toast } from "../../../../lib/toast";
import { type Draft, draftApi } from "../api";

type StatusFilter = DocumentStatus | "all";

/**
 * `/transactions/draft-journal`: journals kept as documents (typed or uploaded) through their lifecycle:
 * draft, pending approval, rejected, approved (posted, linked to its journal), cancelled. Several
 * balanced drafts can be selected and posted (submitted) together, all or nothing. `?upload_batch=`
 * shows one upload's drafts.
 */
export function DraftListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const batch = params.get("upload_batch");
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [status, setStatus] = useState<StatusFilter>("draft");
  const [selected, setSelected] = useState<string[]>([]);
  const canPost = ability.can("create", "TxJournal");
  const postMany = useMutation({
    mutationFn: draftApi.postMany,
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setSelected([]);
      queryClient.removeQueries({ queryKey: ["transactions"] });
    },
  });
  const filters = {
    date_from: range?.[0]?.format(DATE_FORMAT),
    date_to: range?.[1]?.format(DATE_FORMAT),
    status: status === "all" ? undefined : status,
    upload_batch: batch ?? undefined,
  };

  return (
    <>
      <PageHeader
        title={t("drafts.title")}
        subtitle={t("drafts.subtitle")}
        trail={[{ title: t("menu.general_ledger") }, { title: t("drafts.title") }]}
        actions={
          ability.can("create", "TxDraftJournal") && (
            <Space wrap>
              <LinkButton icon={<UploadOutlined />} to="/transactions/draft-journal/upload" data-testid="draft-upload-open">
                {t("drafts.upload")}
              </LinkButton>
              <LinkButton type="primary" icon={<PlusOutlined />} to="/transactions/draft-journal/add">
                {t("drafts.add")}
              </LinkButton>
            </Space>
          )
        }
      />
      <Card>
        {batch && (
          <div className="filter-banner" data-testid="draft-batch-filter">
            <Typography.Text>{t("drafts.batch_filter")}</Typography.Text>
            <Button
              size="small"
              icon={<CloseOutlined />}
              onClick={() => {
                params.delete("upload_batch");
                setParams(params);
              }}
            >
              {t("drafts.show_all")}
            </Button>
          </div>
        )}
        <ResourceTable<Draft>
          queryKey={["transactions", "draft-journal"]}
          fetch={draftApi.list}
          filters={filters}
          searchPlaceholder={t("drafts.search")}
          onOpen={(row) => void navigate(`/transactions/draft-journal/detail/${row.id}`)}
          testId="draft-table"
          rowSelection={
            canPost
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys.map(String)),
                  getCheckboxProps: (row) => ({ disabled: !row.actions.includes("submit") || !row.balanced }),
                  preserveSelectedRowKeys: true,
                }
              : undefined
          }
          toolbar={
            <Space wrap className="list-filters">
              <DatePicker.RangePicker
                value={range}
                onChange={(value) => setRange(value)}
                format="DD MMM YYYY"
                allowEmpty={[true, true]}
                aria-label={t("journals.date_range")}
              />
              <Select<StatusFilter>
                value={status}
                onChange={setStatus}
                style={{ width: 200 }}
                aria-label={t("journals.status")}
                options={statusFilterOptions(t)}
                data-testid="draft-status-filter"
              />
              {canPost && (
                <Popconfirm
                  title={t("drafts.post_selected_confirm", { count: selected.length })}
                  description={t("drafts.post_selected_text")}
                  okText={t("drafts.post")}
                  cancelText={t("common.cancel")}
                  onConfirm={() => postMany.mutateAsync(selected).catch(() => undefined)}
                  disabled={selected.length === 0}
                >
                  <Button type="primary" icon={<SendOutlined />} disabled={selected.length === 0} loading={postMany.isPending} data-testid="draft-post-selected">
                    {t("drafts.post_selected", { count: selected.length })}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          }
          columns={[
            { title: t("journals.date"), dataIndex: "date", key: "date", sorter: true, render: formatDate, width: 130 },
            {
              title: t("lifecycle.number"),
              dataIndex: "number",
              key: "number",
              sorter: true,
              width: 170,
              render: (value: string | null) => value ?? <Typography.Text type="secondary">—</Typography.Text>,
            },
            {
              title: t("fields.description"),
              dataIndex: "description",
              key: "description",
              ellipsis: true,
              render: (value: string | null) => value || "—",
            },
            { title: t("templates.lines"), dataIndex: "line_count", key: "line_count", width: 80, align: "right" },
            { title: t("lines.debit"), dataIndex: "total_debit", key: "total_debit", align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("lines.credit"), dataIndex: "total_credit", key: "total_credit", align: "right", render: (v: string) => <Amount value={v} /> },
            {
              title: t("drafts.balance"),
              dataIndex: "balanced",
              key: "balanced",
              render: (balanced: boolean) =>
                balanced ? (
                  <Tag color="green" icon={<CheckOutlined />}>
                    {t("drafts.balanced")}
                  </Tag>
                ) : (
                  <Tag color="orange">{t("drafts.unbalanced")}</Tag>
                ),
            },
            {
              title: t("journals.status"),
              dataIndex: "status",
              key: "status",
              render: (value: Draft["status"], row) =>
                value === "approved" && row.journal_id ? (
                  <Link to={`/transactions/journal/detail/${row.journal_id}`} onClick={(event) => event.stopPropagation()}>
                    <DocumentStatusTag status={value} />
                  </Link>
                ) : (
                  <DocumentStatusTag status={value} />
                ),
            },
          ]}
        />
      </Card>
    </>
  );
}

import { CheckOutlined, CloseOutlined, SendOutlined, UploadOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Popconfirm, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentStatusTag } from "../../../../components/documents";
import { LinkButton } from "../../../../components/LinkButton";
import { useAbility } from "../../../../lib/ability";
import { toast } from "../../../../lib/toast";
import { type Draft, draftApi } from "../api";

const LIST = "/transactions/draft-journal";

/** The drafts of one upload (`?upload_batch=`), with the way back to all of them. */
function BatchBanner() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  if (!params.get("upload_batch")) return null;
  return (
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
  );
}

/**
 * `/transactions/draft-journal`: journals kept as documents (typed or uploaded) through their lifecycle:
 * draft, pending approval, rejected, approved (posted, linked to its journal), cancelled. Several
 * balanced drafts can be selected and posted (submitted) together, all or nothing. `?upload_batch=`
 * shows one upload's drafts.
 */
export function DraftListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
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
  return (
    <DocumentListPage<Draft>
      title={t("drafts.title")}
      subtitle={t("drafts.subtitle")}
      group={t("menu.general_ledger")}
      actions={
        ability.can("create", "TxDraftJournal") && (
          <LinkButton icon={<UploadOutlined />} to={`${LIST}/upload`} data-testid="draft-upload-open">
            {t("drafts.upload")}
          </LinkButton>
        )
      }
      add={[{ to: `${LIST}/add`, label: t("drafts.add"), resource: "TxDraftJournal" }]}
      above={<BatchBanner />}
      queryKey={["transactions", "draft-journal"]}
      fetch={draftApi.list}
      rowPath={(row) => `${LIST}/detail/${row.id}`}
      testId="draft-table"
      searchPlaceholder={t("drafts.search")}
      filters={{ dateRange: true, status: "draft" }}
      extraParams={{ upload_batch: params.get("upload_batch") ?? undefined }}
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
      extraFilters={
        canPost && (
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
        )
      }
      columns={[
        documentColumns.date(t("journals.date")),
        documentColumns.number(t("lifecycle.number")),
        { title: t("fields.description"), dataIndex: "description", key: "description", ellipsis: true, render: (value: string | null) => value || "—" },
        { title: t("templates.lines"), dataIndex: "line_count", key: "line_count", width: 80, align: "right" },
        documentColumns.amount(t("lines.debit"), "total_debit", { sorter: false, key: "total_debit" }),
        documentColumns.amount(t("lines.credit"), "total_credit", { sorter: false, key: "total_credit" }),
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
  );
}

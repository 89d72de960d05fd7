import { type BudgetCheckResponse, formatAmount } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Input, Modal, Progress, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api, type MessageResponse } from "../../lib/api";
import { ApiError } from "../../lib/api-client";
import { useAbility } from "../../lib/ability";
import { formatDate } from "../../lib/dates";
import { useUiLanguage } from "../../lib/i18n";
import { toast } from "../../lib/toast";

type Line = BudgetCheckResponse["lines"][number];

/**
 * Where a controlled document stands against the budget (issue 32): each budget line it falls under —
 * used 82 % of Marketing, March — what is left, and, when the budget stops it, the override with a
 * reason for the role that may give one. Shown to those who may read budgets.
 */
export function BudgetCheckPanel({ documentType, documentId, status }: { documentType: string; documentId: string; status: string }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<string | null>(null);
  const check = useQuery({
    queryKey: ["budgeting", "check", documentType, documentId, status],
    queryFn: () => api.get<{ data: BudgetCheckResponse }>("transactions/budgeting/check", { params: { document_type: documentType, document_id: documentId }, silent: true }),
    enabled: ability.can("read", "TxBudgeting"),
  });
  const override = useMutation({
    mutationFn: (text: string) => api.post<MessageResponse>("transactions/budgeting/override", { document_id: documentId, reason: text }, { silent: true }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      setReason(null);
      await queryClient.invalidateQueries({ queryKey: ["budgeting", "check"] });
    },
    onError: (error) => toast.error({ title: t("toast.error"), description: error instanceof ApiError ? (error.detail ?? error.message) : String(error) }),
  });
  const data = check.data?.data;
  if (!data || data.lines.length === 0 || data.action === "ignore") return null;
  const over = data.lines.some((l) => l.over);
  const stopped = over && data.action === "stop" && data.overrides.length === 0 && status !== "approved";
  const amount = (v: string) => formatAmount(v, language);
  return (
    <Card size="small" title={t("budget_check.title")} style={{ marginBottom: 16 }} data-testid="budget-check">
      {over && (
        <Alert
          type={stopped ? "error" : "warning"}
          showIcon
          style={{ marginBottom: 12 }}
          message={stopped ? t("budget_check.stopped") : t("budget_check.over")}
          action={
            stopped && (
              <Button size="small" onClick={() => setReason("")} data-testid="budget-override">
                {t("budget_check.override")}
              </Button>
            )
          }
        />
      )}
      <Table<Line>
        rowKey={(l) => `${l.budget_id}-${l.line_no}`}
        size="small"
        pagination={false}
        dataSource={data.lines}
        scroll={{ x: 900 }}
        columns={[
          { title: t("budget_check.line"), key: "line", render: (_, l) => `${l.name} · ${l.budget_number ?? "—"}` },
          { title: t("budget_check.span"), key: "span", width: 190, render: (_, l) => `${formatDate(l.from)} – ${formatDate(l.to)}` },
          { title: t("budget_check.budget"), dataIndex: "budget", align: "right", render: amount },
          { title: t("budget_check.actual"), dataIndex: "actual", align: "right", render: amount },
          { title: t("budget_check.committed"), dataIndex: "committed", align: "right", render: amount },
          { title: t("budget_check.requested"), dataIndex: "requested", align: "right", render: amount },
          { title: t("budget_check.available"), dataIndex: "available", align: "right", render: amount },
          {
            title: t("budget_check.used"),
            key: "used",
            width: 150,
            render: (_, l) =>
              l.used_percent === null ? "—" : <Progress percent={Math.min(100, Number(l.used_percent))} format={() => `${formatAmount(l.used_percent ?? "0", language)} %`} status={l.over ? "exception" : "normal"} size="small" />,
          },
        ]}
      />
      {data.overrides.map((o) => (
        <Typography.Paragraph key={o.created_at} type="secondary" style={{ marginTop: 8, marginBottom: 0 }} data-testid="budget-override-note">
          <Space>
            <Tag color="orange">{t("budget_check.overridden")}</Tag>
            {o.user_name ?? "—"} · {formatDate(o.created_at.slice(0, 10))} · {o.reason}
          </Space>
        </Typography.Paragraph>
      ))}
      <Modal
        open={reason !== null}
        title={t("budget_check.override_title")}
        onCancel={() => setReason(null)}
        onOk={() => override.mutate(reason ?? "")}
        okButtonProps={{ disabled: !reason?.trim(), loading: override.isPending, "data-testid": "budget-override-confirm" } as never}
      >
        <Typography.Paragraph type="secondary">{t("budget_check.override_text")}</Typography.Paragraph>
        <Input.TextArea rows={3} value={reason ?? ""} onChange={(e) => setReason(e.target.value)} maxLength={1000} data-testid="budget-override-reason" />
      </Modal>
    </Card>
  );
}

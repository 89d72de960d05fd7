import { type BudgetControlResponse, budgetActions, budgetBases } from "@neraca/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, InputNumber, Select, Skeleton, Table, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAbility } from "../../../lib/ability";
import { toast } from "../../../lib/toast";
import { allRoles } from "../api";
import { integrationSettingsApi } from "../integration-api";

/**
 * Budget control per document type (issue 32): what is checked against the budget (the year, the
 * year to date, the month), what happens beyond it (nothing, a warning, a stop), the tolerance, and
 * the role that may let a stopped document through with a reason.
 */
export function BudgetControlPanel() {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: ["setting", "budget-control"], queryFn: integrationSettingsApi.budgetControl });
  const roles = useQuery({ queryKey: ["setting", "roles", "all"], queryFn: allRoles });
  const [rows, setRows] = useState<BudgetControlResponse[]>([]);
  useEffect(() => {
    if (current.data) setRows(current.data.data);
  }, [current.data]);
  const save = useMutation({
    mutationFn: () => integrationSettingsApi.saveBudgetControl(rows),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: ["setting", "budget-control"] });
    },
  });
  const canUpdate = ability.can("update", "Setting");
  const change = (type: string, patch: Partial<BudgetControlResponse>) => setRows((all) => all.map((r) => (r.document_type === type ? { ...r, ...patch } : r)));
  if (current.isPending) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 980 }}>
      <Typography.Paragraph type="secondary">{t("budget_control.intro")}</Typography.Paragraph>
      <Table<BudgetControlResponse>
        rowKey="document_type"
        size="small"
        pagination={false}
        dataSource={rows}
        data-testid="budget-control-table"
        columns={[
          { title: t("budget_control.document"), dataIndex: "document_type", render: (v: string) => t(`budget_control.types.${v}`) },
          {
            title: t("budget_control.basis"),
            dataIndex: "basis",
            width: 170,
            render: (v: BudgetControlResponse["basis"], row) => (
              <Select
                value={v}
                disabled={!canUpdate}
                style={{ width: "100%" }}
                options={budgetBases.map((value) => ({ value, label: t(`budget_control.bases.${value}`) }))}
                onChange={(basis: BudgetControlResponse["basis"]) => change(row.document_type, { basis })}
                data-testid={`budget-control-basis-${row.document_type}`}
              />
            ),
          },
          {
            title: t("budget_control.action"),
            dataIndex: "action",
            width: 150,
            render: (v: BudgetControlResponse["action"], row) => (
              <Select
                value={v}
                disabled={!canUpdate}
                style={{ width: "100%" }}
                options={budgetActions.map((value) => ({ value, label: t(`budget_control.actions.${value}`) }))}
                onChange={(action: BudgetControlResponse["action"]) => change(row.document_type, { action })}
                data-testid={`budget-control-action-${row.document_type}`}
              />
            ),
          },
          {
            title: t("budget_control.tolerance"),
            dataIndex: "tolerance_percent",
            width: 120,
            render: (v: string, row) => (
              <InputNumber
                value={Number(v)}
                min={0}
                max={1000}
                step={1}
                disabled={!canUpdate}
                addonAfter="%"
                onChange={(value) => change(row.document_type, { tolerance_percent: String(value ?? 0) })}
              />
            ),
          },
          {
            title: t("budget_control.override_role"),
            dataIndex: "override_role_id",
            width: 220,
            render: (v: string | null, row) => (
              <Select
                value={v ?? undefined}
                allowClear
                disabled={!canUpdate}
                placeholder={t("budget_control.no_override")}
                style={{ width: "100%" }}
                loading={roles.isPending}
                options={(roles.data?.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
                onChange={(value) => change(row.document_type, { override_role_id: value ?? null })}
                data-testid={`budget-control-role-${row.document_type}`}
              />
            ),
          },
        ]}
      />
      {canUpdate && (
        <Button type="primary" style={{ marginTop: 16 }} onClick={() => save.mutate()} loading={save.isPending} data-testid="budget-control-save">
          {t("common.save")}
        </Button>
      )}
    </div>
  );
}

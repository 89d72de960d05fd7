import { PlusOutlined } from "@ant-design/icons";
import { type CashbankTransactionTypeBody, cashbankKinds, cashbankTransactionTypeBody, type NegativeBalancePolicy } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { Amount } from "../../../components/ledger/Amount";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { accountsApi, type TransactionType, typeApi } from "../api";

/**
 * `/transactions/cashbank/types`: the company's transaction types (cash-in, cash-out, bank-in,
 * bank-out), each with its number prefix and default counter account; and the cash and bank
 * accounts with their balance and what each does below zero (set on the account's own form).
 */
export function TypesPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<TransactionType | "new" | null>(null);
  const types = useQuery({ queryKey: ["cashbank", "types"], queryFn: () => typeApi.list() });
  const accounts = useQuery({ queryKey: ["cashbank", "accounts"], queryFn: () => accountsApi.list(), enabled: ability.can("read", "TxCashbank") });
  const canEdit = ability.can("update", "MdCashbank");
  const open = (row: TransactionType | "new") => {
    setEditing(row);
    form.resetFields();
    form.setFieldsValue(row === "new" ? { kind: "cash_in", is_active: true } : row);
  };
  const save = async () => {
    const raw = Object.fromEntries(Object.entries(form.getFieldsValue(true)).filter(([key]) => key in cashbankTransactionTypeBody.shape));
    const body = validateWith(form, cashbankTransactionTypeBody, raw, currentLanguage()) as CashbankTransactionTypeBody | null;
    if (!body || editing === null) return;
    try {
      const answer = editing === "new" ? await typeApi.create(body) : await typeApi.update(editing.id, body);
      toast.success(answer.message);
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: ["cashbank"] });
    } catch (error) {
      showServerErrors(form, error);
    }
  };
  const remove = async (row: TransactionType) => {
    toast.success((await typeApi.remove(row.id)).message);
    await queryClient.invalidateQueries({ queryKey: ["cashbank"] });
  };
  return (
    <>
      <PageHeader
        title={t("cashbank.types.title")}
        subtitle={t("cashbank.types.subtitle")}
        trail={[{ title: t("menu.cash_bank") }, { title: t("menu.cashbank_types") }]}
        actions={
          ability.can("create", "MdCashbank") && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open("new")} data-testid="type-add">
              {t("cashbank.types.add")}
            </Button>
          )
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <Table<TransactionType>
          rowKey="id"
          loading={types.isPending}
          dataSource={types.data?.data ?? []}
          pagination={false}
          data-testid="type-table"
          columns={[
            { title: t("cashbank.types.kind"), dataIndex: "kind", render: (v: string) => t(`cashbank.kinds.${v}`) },
            { title: t("cashbank.types.code"), dataIndex: "code" },
            { title: t("cashbank.types.name"), dataIndex: "name" },
            { title: t("cashbank.types.prefix"), dataIndex: "prefix", render: (v: string) => <Tag>{v}</Tag> },
            { title: t("cashbank.types.default_account"), dataIndex: "default_account_name" },
            { title: t("cashbank.types.active"), dataIndex: "is_active", render: (v: boolean) => (v ? t("common.yes") : t("common.no")) },
            {
              title: t("common.actions"),
              key: "actions",
              render: (_: unknown, row) =>
                canEdit && (
                  <Space>
                    <Button size="small" onClick={() => open(row)}>
                      {t("common.edit")}
                    </Button>
                    {ability.can("delete", "MdCashbank") && (
                      <Popconfirm title={t("cashbank.types.delete_confirm")} description={t("common.cannot_recover")} onConfirm={() => remove(row).catch(() => undefined)}>
                        <Button size="small" danger>
                          {t("common.delete")}
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      {ability.can("read", "TxCashbank") && (
        <Card title={t("cashbank.accounts.title")}>
          <Table
            rowKey="id"
            loading={accounts.isPending}
            dataSource={accounts.data?.data ?? []}
            pagination={false}
            data-testid="cashbank-accounts"
            columns={[
              { title: t("cashbank.fields.cashbank"), key: "name", render: (_: unknown, row) => `${row.code} · ${row.name}` },
              { title: t("cashbank.types.kind"), dataIndex: "account_name" },
              { title: t("cashbank.fields.balance"), dataIndex: "balance", align: "right", render: (v: string) => <Amount value={v} /> },
              {
                title: t("cashbank.accounts.negative_balance"),
                dataIndex: "negative_balance",
                render: (v: NegativeBalancePolicy, row) => (
                  <Link to={`/master-data/cashbank/detail/${row.id}`} data-testid={`negative-balance-${row.code}`}>
                    {t(`md.cashbank.negative_balance.${v}`)}
                  </Link>
                ),
              },
            ]}
          />
        </Card>
      )}
      <Modal
        open={editing !== null}
        title={editing === "new" ? t("cashbank.types.add") : t("cashbank.types.edit")}
        onCancel={() => setEditing(null)}
        onOk={() => void save()}
        okText={t("common.save")}
        cancelText={t("common.cancel")}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onValuesChange={clearErrorsOnChange(form)} data-testid="type-form">
          <Form.Item name="kind" label={t("cashbank.types.kind")} required>
            <Select options={cashbankKinds.map((k) => ({ value: k, label: t(`cashbank.kinds.${k}`) }))} />
          </Form.Item>
          <Form.Item name="code" label={t("cashbank.types.code")} required>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="name" label={t("cashbank.types.name")} required>
            <Input maxLength={150} />
          </Form.Item>
          <Form.Item name="prefix" label={t("cashbank.types.prefix")} required>
            <Input maxLength={12} />
          </Form.Item>
          <Form.Item name="default_account_id" label={t("cashbank.types.default_account")}>
            <RecordSelect kind="account" allowClear />
          </Form.Item>
          <Form.Item name="is_active" label={t("cashbank.types.active")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

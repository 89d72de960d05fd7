import {
  type AccountType,
  accountBody,
  accountSubtypes,
  accountTypeNames,
  accountTypes,
  normalSideOf,
  subtypeNames,
} from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Col, Form, type FormInstance, Input, Radio, Row, Select, Switch, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ResourceForm } from "../../../../components/ResourceForm";
import { useUiLanguage } from "../../../../lib/i18n";
import type { Account } from "../../../../lib/ledger";
import { type AccountValues, accountApi } from "../api";
import { childSubtype, flatten, nextChildCode, selfAndDescendants } from "../account-tree";

const treeKey = ["master-data", "chart-of-account", "tree"];

function AccountFields({ form, record }: { form: FormInstance; record: Account | undefined }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const tree = useQuery({ queryKey: treeKey, queryFn: accountApi.tree });
  const type = (Form.useWatch("type", form) as AccountType | undefined) ?? "asset";
  const parents = useMemo(() => {
    const nodes = tree.data?.data ?? [];
    const own = record ? selfAndDescendants(nodes, record.id) : new Set<string>();
    return flatten(nodes)
      .filter(({ node }) => node.type === type && !own.has(node.id))
      .map(({ node, depth }) => ({
        value: node.id,
        label: `${node.code} · ${node.name}`,
        title: node.is_postable ? node.name : `${node.name} (${t("accounts.header")})`,
        depth,
      }));
  }, [tree.data, record, type, t]);
  const hasChildren = !!record && flatten(tree.data?.data ?? []).some(({ node }) => node.parent_id === record.id);

  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="code" label={t("fields.code")} required extra={t("accounts.code_hint")}>
          <Input maxLength={30} placeholder="1101.03" />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="name" label={t("fields.name")} required>
          <Input maxLength={150} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="type" label={t("accounts.type")} required>
          <Select
            options={accountTypes.map((value) => ({ value, label: accountTypeNames[value][language] }))}
            onChange={(next: AccountType) =>
              form.setFieldsValue({ subtype: null, parent_id: null, normal_balance: normalSideOf[next] })
            }
            disabled={hasChildren}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="subtype" label={t("accounts.subtype")}>
          <Select
            allowClear
            placeholder={t("accounts.subtype_placeholder")}
            options={accountSubtypes[type].map((value) => ({ value, label: subtypeNames[value][language] }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="normal_balance" label={t("accounts.normal_balance")} extra={t("accounts.normal_balance_hint")}>
          <Radio.Group
            optionType="button"
            options={[
              { value: "debit", label: t("lines.debit") },
              { value: "credit", label: t("lines.credit") },
            ]}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="parent_id" label={t("accounts.parent")} extra={t("accounts.parent_hint")}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: "label" }}
            loading={tree.isPending}
            placeholder={t("accounts.parent_placeholder")}
            options={parents}
            optionRender={(option) => (
              <span style={{ paddingInlineStart: (option.data.depth as number) * 14 }}>{option.data.label}</span>
            )}
            data-testid="account-parent"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="is_active" label={t("accounts.active")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="description" label={t("fields.description")}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Col>
      {record && (
        <Col xs={24}>
          <Typography.Paragraph type="secondary">
            {t("accounts.default_name")}: {record.default_name}
          </Typography.Paragraph>
        </Col>
      )}
      {hasChildren && (
        <Col xs={24}>
          <Alert type="info" showIcon title={t("accounts.header_hint")} style={{ marginBottom: 16 }} />
        </Col>
      )}
    </Row>
  );
}

const toValues = (account: Account) => ({
  code: account.code,
  name: account.name,
  description: account.description,
  type: account.type,
  subtype: account.subtype,
  parent_id: account.parent_id,
  normal_balance: account.normal_balance,
  is_active: account.is_active,
});

/** `/master-data/chart-of-account/add` (optionally `?parent=<id>`) and `/detail/:id`. */
export function AccountFormPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const parentId = search.get("parent");
  const tree = useQuery({ queryKey: treeKey, queryFn: accountApi.tree, enabled: !!parentId });
  if (parentId && tree.isPending) return null;
  const nodes = tree.data?.data ?? [];
  const under = parentId ? flatten(nodes).find(({ node }) => node.id === parentId)?.node : undefined;
  const siblings = under ? under.children.map((child) => child.code) : [];
  return (
    <ResourceForm<Account, AccountValues>
      resource="MdChartOfAccount"
      basePath="/master-data/chart-of-account"
      queryKey={["master-data", "chart-of-account"]}
      api={accountApi}
      schema={accountBody}
      toValues={toValues}
      initialValues={{
        type: under?.type ?? "asset",
        normal_balance: under?.normal_balance ?? "debit",
        subtype: under ? (under.subtype ?? childSubtype(nodes, under.id)) : null,
        parent_id: under?.id ?? null,
        code: under ? nextChildCode(under.code, siblings) : "",
        is_active: true,
      }}
      title={(record) => (record ? `${record.code} · ${record.name}` : under ? t("accounts.add_sub_of", { code: under.code }) : t("accounts.add"))}
      trail={[t("menu.master_data"), t("accounts.title")]}
      deleteConfirm={t("accounts.delete_confirm")}
      testId="account-form"
    >
      {({ form, record }) => <AccountFields form={form} record={record} />}
    </ResourceForm>
  );
}

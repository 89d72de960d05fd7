import { formatAmount, type RevaluationItemResponse, type RevaluationResponse, revaluationBody } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, DatePicker, Divider, Form, Input, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, NumberAndRequester } from "../../../../components/documents";
import { Amount } from "../../../../components/ledger/Amount";
import { dateItemProps, formatDate, today } from "../../../../lib/dates";
import { useUiLanguage } from "../../../../lib/i18n";
import { useBaseCurrency } from "../../../../lib/session";
import { revaluationApi } from "../api";

const BASE = "/transactions/exchange-revaluation";
const REFRESH = [["transactions"]] as const;
const PAGE_SIZE = 50;

/** `/transactions/exchange-revaluation`: revaluations by date, with their unrealised gain and loss. */
export function RevaluationListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<RevaluationResponse>
      title={t("currency.revaluation.title")}
      subtitle={t("currency.revaluation.subtitle")}
      group={t("menu.general_ledger")}
      queryKey={["transactions", "exchange-revaluation"]}
      searchPlaceholder={t("currency.revaluation.search")}
      rowPath={(row) => `${BASE}/detail/${row.id}`}
      testId="revaluation-table"
      filters={{ status: "all" }}
      add={[{ to: `${BASE}/add`, label: t("currency.revaluation.add"), resource: "TxExchangeRevaluation", testId: "revaluation-add" }]}
      fetch={revaluationApi.list}
      columns={[
        documentColumns.number(t("currency.revaluation.number")),
        documentColumns.date(t("currency.revaluation.date")),
        { title: t("currency.revaluation.description"), dataIndex: "description", key: "description", render: (v: string | null) => v ?? "—" },
        documentColumns.status(t("currency.revaluation.status")),
        documentColumns.amount(t("currency.revaluation.gain"), "gain", { sorter: false, key: "gain" }),
        documentColumns.amount(t("currency.revaluation.loss"), "loss", { sorter: false, key: "loss" }),
      ]}
    />
  );
}

/** Every item of a revaluation, a page at a time: what is open, at which rate, its old and new base. */
function RevaluationItems({ id, total }: { id: string; total: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const base = useBaseCurrency();
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: ["transactions", "exchange-revaluation", id, "items", page], queryFn: () => revaluationApi.items(id, page, PAGE_SIZE) });
  return (
    <Table<RevaluationItemResponse>
      size="small"
      rowKey="line_no"
      loading={query.isPending}
      dataSource={query.data?.data ?? []}
      pagination={{ current: page, pageSize: PAGE_SIZE, total, onChange: setPage, showSizeChanger: false }}
      scroll={{ x: 900 }}
      data-testid="revaluation-items"
      columns={[
        { title: t("currency.revaluation.kind"), dataIndex: "kind", render: (kind: RevaluationItemResponse["kind"]) => t(`currency.revaluation.kinds.${kind}`) },
        {
          title: t("currency.revaluation.item"),
          key: "item",
          render: (_, row) => (
            <Space direction="vertical" size={0}>
              {row.kind === "cash" ? row.source_name : <Link to={`/transactions/sales-invoice/edit/${row.source_id}`}>{row.source_name ?? "—"}</Link>}
              {row.contact_name && <Typography.Text type="secondary">{row.contact_name}</Typography.Text>}
            </Space>
          ),
        },
        { title: t("currency.revaluation.account"), dataIndex: "account_code" },
        { title: t("currency.currency"), dataIndex: "currency" },
        { title: t("currency.revaluation.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
        { title: t("currency.revaluation.rate"), dataIndex: "rate", align: "right", render: (v: string) => formatAmount(v, language, { fraction: "rate" }) },
        { title: t("currency.revaluation.old_base", { base }), dataIndex: "old_base", align: "right", render: (v: string) => <Amount value={v} /> },
        { title: t("currency.revaluation.new_base", { base }), dataIndex: "new_base", align: "right", render: (v: string) => <Amount value={v} /> },
        {
          title: t("currency.revaluation.difference"),
          dataIndex: "difference",
          align: "right",
          render: (v: string) => <Typography.Text type={v.startsWith("-") ? "danger" : v === "0.00" ? undefined : "success"}>{<Amount value={v} />}</Typography.Text>,
        },
      ]}
    />
  );
}

function RevaluationView({ revaluation }: { revaluation: RevaluationResponse }) {
  const { t } = useTranslation();
  const base = useBaseCurrency();
  return (
    <>
      {revaluation.status !== "approved" && <Alert type="info" showIcon title={t("currency.revaluation.preview")} style={{ marginBottom: 16 }} />}
      <DocumentView
        figures={[
          { label: `${t("currency.revaluation.gain")} (${base})`, value: <Amount value={revaluation.gain} />, testId: "figure-gain" },
          { label: `${t("currency.revaluation.loss")} (${base})`, value: <Amount value={revaluation.loss} />, testId: "figure-loss" },
          { label: t("currency.revaluation.items_count"), value: String(revaluation.items_count), testId: "figure-items" },
        ]}
        facts={[
          { label: t("currency.revaluation.date"), value: formatDate(revaluation.date) },
          { label: t("currency.revaluation.reversal_date"), value: formatDate(revaluation.reversal_date) },
          { label: t("currency.revaluation.description"), value: revaluation.description ?? "—", wide: true },
        ]}
        totals={[{ label: `${t("currency.revaluation.net")} (${base})`, value: <Amount value={revaluation.net} strong /> }]}
      >
        <Divider titlePlacement="start">{t("currency.revaluation.items")}</Divider>
        <RevaluationItems id={revaluation.id} total={revaluation.items_count} />
      </DocumentView>
    </>
  );
}

/**
 * `/transactions/exchange-revaluation/add` and `/detail/:id`: revalue what is open in foreign
 * currencies at a date (DESIGN §13). Saving shows each item at the date's booking rate (the preview);
 * submitted, it waits for the revaluation's approval levels; approved, the unrealised difference posts
 * at the date and is reversed the next day.
 */
export function RevaluationScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <DocumentScreen
      api={revaluationApi}
      id={id}
      queryKey={["transactions", "exchange-revaluation"]}
      refresh={REFRESH}
      listPath={BASE}
      detailPath={(doc) => `${BASE}/detail/${doc.id}`}
      trail={[{ title: t("menu.general_ledger") }, { title: <Link to={BASE}>{t("currency.revaluation.title")}</Link> }]}
      heading={{ facts: (doc) => <NumberAndRequester doc={doc} /> }}
      resource="TxExchangeRevaluation"
      title={(doc) => (doc ? t("currency.revaluation.detail_title") : t("currency.revaluation.add"))}
      journal={{ link: t("currency.revaluation.open_journal") }}
      form={{
        schema: revaluationBody,
        toValues: (doc: RevaluationResponse) => ({ date: doc.date, description: doc.description }),
        initialValues: { date: today() },
        testId: "revaluation-form",
        submitSavesChanges: true,
        submitNew: true,
        buttons: [{ label: t("currency.revaluation.compute"), primary: true, testId: "form-save" }],
      }}
      readOnly={(doc) => <RevaluationView revaluation={doc} />}
      // A draft: its items as computed when saved, under the form.
      below={(doc) => doc.actions.includes("edit") && <RevaluationView revaluation={doc} />}
      fields={({ editable }) => (
        <Space wrap align="start" size={16}>
          <Form.Item name="date" label={t("currency.revaluation.date")} required extra={t("currency.revaluation.date_hint")} {...dateItemProps}>
            <DatePicker format="DD MMM YYYY" allowClear={false} disabled={!editable} data-testid="revaluation-date" />
          </Form.Item>
          <Form.Item name="description" label={t("currency.revaluation.description")}>
            <Input maxLength={1000} disabled={!editable} style={{ width: 360 }} data-testid="revaluation-description" />
          </Form.Item>
        </Space>
      )}
    />
  );
}

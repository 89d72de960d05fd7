import { chAccrualDocumentBody } from "@neraca/core";
import { DatePicker, Form, Input, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentView, NumberAndRequester } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { ACCRUAL_PATH, type ChAccrual, accrualApi, CH_PATH } from "../api";

const REFRESH = [["freight"], ["report"], ["ledger"]] as const;

/** A `YYYY-MM` month in a month picker. */
const monthItemProps = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(`${value}-01`) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format("YYYY-MM") : null),
};

/** `/transactions/ch-bacc/accrual`: each month's accrual of confirmed, unbilled job charges. */
export function AccrualListPage() {
  const { t } = useTranslation();
  return (
    <DocumentListPage<ChAccrual>
      title={t("freight.accruals.title")}
      subtitle={t("freight.accruals.subtitle")}
      group={t("menu.freight")}
      queryKey={["freight", "accruals"]}
      searchPlaceholder={t("freight.accruals.search")}
      rowPath={(row) => `${ACCRUAL_PATH}/detail/${row.id}`}
      testId="accrual-table"
      filters={{ status: "all" }}
      add={[{ to: `${ACCRUAL_PATH}/add`, label: t("freight.accruals.add"), resource: "TxCh", testId: "accrual-add" }]}
      fetch={accrualApi.list}
      columns={[
        documentColumns.number(t("freight.number")),
        { title: t("freight.accruals.month"), dataIndex: "month", key: "month" },
        documentColumns.status(t("freight.status")),
        documentColumns.amount(t("freight.accruals.sell"), "sell", { sorter: false, key: "sell" }),
        documentColumns.amount(t("freight.accruals.buy"), "buy", { sorter: false, key: "buy" }),
      ]}
    />
  );
}

function AccrualView({ accrual }: { accrual: ChAccrual }) {
  const { t } = useTranslation();
  return (
    <DocumentView<ChAccrual["jobs"][number]>
      figures={[
        { label: t("freight.accruals.sell"), value: <Amount value={accrual.sell} />, testId: "figure-sell" },
        { label: t("freight.accruals.buy"), value: <Amount value={accrual.buy} />, testId: "figure-buy" },
      ]}
      facts={[
        { label: t("freight.accruals.month"), value: accrual.month },
        { label: t("freight.description"), value: accrual.description ?? "—", wide: true },
      ]}
      lines={{
        title: t("freight.accruals.jobs"),
        rows: accrual.jobs,
        testId: "accrual-jobs",
        columns: [
          { title: t("freight.number"), dataIndex: "number", render: (v: string | null, row) => <Link to={`${CH_PATH}/detail/${row.job_id}`}>{v ?? "—"}</Link> },
          { title: t("freight.jobs.customer"), dataIndex: "customer_name" },
          { title: t("freight.jobs.sell"), dataIndex: "sell", align: "right", render: (v: string) => <Amount value={v} /> },
          { title: t("freight.jobs.buy"), dataIndex: "buy", align: "right", render: (v: string) => <Amount value={v} /> },
        ],
      }}
      totals={[
        { label: t("freight.accruals.sell"), value: <Amount value={accrual.sell} strong /> },
        { label: t("freight.accruals.buy"), value: <Amount value={accrual.buy} strong /> },
      ]}
    />
  );
}

/** `/transactions/ch-bacc/accrual/add` and `/detail/:id`: a month's accrual, posted when saved with its reversal on the next month's first day. */
export function AccrualScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <DocumentScreen
      api={accrualApi}
      id={id}
      queryKey={["freight", "accrual"]}
      refresh={REFRESH}
      listPath={ACCRUAL_PATH}
      detailPath={(doc) => `${ACCRUAL_PATH}/detail/${doc.id}`}
      trail={[{ title: t("menu.freight") }, { title: <Link to={ACCRUAL_PATH}>{t("freight.accruals.title")}</Link> }]}
      heading={{ facts: (doc) => <NumberAndRequester doc={doc} /> }}
      resource="TxCh"
      title={(doc) => (doc ? `${t("freight.accruals.detail_title")} ${doc.month}` : t("freight.accruals.add"))}
      journal={{ link: t("freight.accruals.open_journal") }}
      form={{
        schema: chAccrualDocumentBody,
        initialValues: { month: dayjs().subtract(1, "month").format("YYYY-MM") },
        testId: "accrual-form",
        buttons: [{ label: t("freight.accruals.post"), primary: true, testId: "form-save", confirm: { title: t("freight.accruals.confirm"), okText: t("freight.accruals.post") } }],
      }}
      readOnly={(doc) => <AccrualView accrual={doc} />}
      fields={({ editable }) => (
        <Space wrap align="start" size={16}>
          <Form.Item name="month" label={t("freight.accruals.month")} required {...monthItemProps}>
            <DatePicker picker="month" format="MMM YYYY" allowClear={false} disabled={!editable} data-testid="accrual-month" />
          </Form.Item>
          <Form.Item name="description" label={t("freight.description")} style={{ minWidth: 320 }}>
            <Input maxLength={1000} disabled={!editable} />
          </Form.Item>
        </Space>
      )}
    />
  );
}

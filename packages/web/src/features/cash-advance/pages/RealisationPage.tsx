import { type RealisationLine, realisationBody, realisationTotals, money } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Card, Col, Descriptions, Divider, Form, type FormInstance, Input, Row, Skeleton, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { DocumentScreen, DocumentView, RecordLabel } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { formatDate, today } from "../../../lib/dates";
import { advanceApi, type CashAdvance, keys, pickerApi, type Realisation, realisationApi, type VatTax } from "../api";
import { AdvanceSummary } from "../components/AdvanceSummary";
import { formatMoneyText } from "../components/money";
import { emptyRealisationLine, RealisationLines } from "../components/RealisationLines";
import { DateField } from "../components/shared";

type Values = { date?: string; description?: string | null; details?: Partial<RealisationLine>[] };

/** The totals as the server will compute them (core's one tax computation), while typing. */
function useTotals(values: Values | undefined, taxes: VatTax[]) {
  return useMemo(() => {
    const rates = new Map(taxes.map((x) => [x.id, { ...x, kind: "vat", buy_account_id: null }]));
    const lines = (values?.details ?? []).map((l) => ({
      account_id: l.account_id ?? "",
      description: null,
      amount: /^\d+(\.\d{1,2})?$/.test(String(l.amount ?? "")) ? String(l.amount) : "0",
      tax_id: l.tax_id && rates.has(l.tax_id) ? l.tax_id : null,
      work_unit_id: null,
      activity_id: null,
      element_id: null,
      tag_ids: [],
    }));
    return realisationTotals(lines, rates);
  }, [values, taxes]);
}

function Difference({ advance, total }: { advance: string; total: string }) {
  const { t } = useTranslation();
  const difference = money(advance).minus(money(total));
  if (difference.isZero()) return <Alert type="success" showIcon title={t("cash_advance.realisation.difference_zero")} data-testid="realisation-difference" />;
  const amount = formatMoneyText(difference.abs().toFixed(2));
  return difference.greaterThan(0) ? (
    <Alert type="info" showIcon title={t("cash_advance.realisation.difference_refund", { amount })} data-testid="realisation-difference" />
  ) : (
    <Alert type="warning" showIcon title={t("cash_advance.realisation.difference_top_up", { amount })} data-testid="realisation-difference" />
  );
}

/** The fields of a realisation, with its totals and what is left to settle as they are typed. */
function RealisationFields({ form, advance, editable }: { form: FormInstance; advance: CashAdvance; editable: boolean }) {
  const { t } = useTranslation();
  const taxes = useQuery({ queryKey: keys.of("taxes"), queryFn: pickerApi.taxes, staleTime: 60_000 });
  const values = Form.useWatch([], form) as Values | undefined;
  const totals = useTotals(values, taxes.data?.data ?? []);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <DateField />
        </Col>
        <Col xs={24} md={18}>
          <Form.Item name="description" label={t("cash_advance.fields.description")}>
            <Input data-testid="realisation-description" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t("cash_advance.realisation.lines")}</Divider>
      <RealisationLines taxes={taxes.data?.data ?? []} disabled={!editable} />
      <Totals advance={advance.amount} expense={totals.expense} vat={totals.vat} total={totals.total} />
    </>
  );
}

function Totals({ advance, expense, vat, total }: { advance: string; expense: string; vat: string; total: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 4 }} style={{ marginTop: 16 }} data-testid="realisation-totals">
        <Descriptions.Item label={t("cash_advance.realisation.advance_amount")}>
          <Amount value={advance} />
        </Descriptions.Item>
        <Descriptions.Item label={t("cash_advance.realisation.expense_total")}>
          <Amount value={expense} />
        </Descriptions.Item>
        <Descriptions.Item label={t("cash_advance.realisation.vat_total")}>
          <Amount value={vat} />
        </Descriptions.Item>
        <Descriptions.Item label={t("cash_advance.realisation.total")}>
          <Amount value={total} strong />
        </Descriptions.Item>
      </Descriptions>
      <Difference advance={advance} total={total} />
    </>
  );
}

/** What is left after a realisation: refunded by the employee (positive), topped up to them (negative), or nothing. */
const differenceLabel = (difference: string) => {
  const left = money(difference);
  return left.isZero() ? "cash_advance.realisation.difference" : left.greaterThan(0) ? "cash_advance.refund.kinds.refund" : "cash_advance.refund.kinds.top_up";
};

/** A realisation as it stands once it can no longer be changed. */
function RealisationView({ realisation }: { realisation: Realisation }) {
  const { t } = useTranslation();
  return (
    <DocumentView<RealisationLine>
      figures={[
        { label: t("cash_advance.realisation.advance_amount"), value: <Amount value={realisation.advance_amount} />, testId: "figure-advance" },
        { label: t("cash_advance.realisation.total"), value: <Amount value={realisation.total_amount} />, testId: "figure-realised" },
        { label: t(differenceLabel(realisation.difference)), value: <Amount value={money(realisation.difference).abs().toFixed(2)} />, testId: "figure-difference" },
      ]}
      facts={[
        {
          label: t("cash_advance.realisation.advance_amount"),
          value: <Link to={`/transactions/cash-advance/detail/${realisation.cash_advance_id}`}>{realisation.cash_advance_number ?? "—"}</Link>,
          testId: "realisation-advance-link",
        },
        { label: t("cash_advance.fields.date"), value: formatDate(realisation.date) },
        { label: t("cash_advance.fields.employee"), value: realisation.employee_name },
        { label: t("cash_advance.fields.description"), value: realisation.description ?? "—", wide: true },
      ]}
      lines={{
        title: t("cash_advance.realisation.lines"),
        rows: realisation.details as RealisationLine[],
        columns: [
          { title: t("line_items.account"), key: "account", render: (_, line) => <RecordLabel kind="account" id={line.account_id} /> },
          { title: t("cash_advance.fields.description"), dataIndex: "description", render: (v: string | null) => v ?? "—" },
          { title: t("line_items.tax"), key: "tax", render: (_, line) => (line.tax_id ? <RecordLabel path="master-data/tax" id={line.tax_id} /> : "—") },
          { title: t("cash_advance.fields.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
        ],
      }}
    >
      <Totals advance={realisation.advance_amount} expense={realisation.expense_amount} vat={realisation.vat_amount} total={realisation.total_amount} />
    </DocumentView>
  );
}

/**
 * `/transactions/cash-advance/realisation/detail/:id` (the advance's id): its realisation — the
 * expense lines with their receipts attached — saved as a draft, then posted against the advance.
 */
export function RealisationPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const advance = useQuery({ queryKey: keys.of("advance", id), queryFn: () => advanceApi.get(id) });
  const realisations = useQuery({ queryKey: keys.of("realisation", "of", id), queryFn: () => realisationApi.list({ cash_advance_id: id, status: undefined, per_page: 20 }) });
  const current = advance.data?.data;
  const realisation = realisations.data?.data.find((r) => r.status !== "cancelled") ?? null;
  const unpaid = !!current && current.status !== "approved" && !realisation;
  const page = `/transactions/cash-advance/realisation/detail/${id}`;
  return (
    <DocumentScreen
      key={realisation?.id ?? "new"}
      api={realisationApi}
      id={realisation?.id}
      queryKey={keys.of("realisation")}
      refresh={[keys.all]}
      resource="TxCashAdvance"
      listPath={`/transactions/cash-advance/detail/${id}`}
      backLabel={t("cash_advance.realisation.back")}
      detailPath={() => page}
      title={() => t("cash_advance.realisation.title", { number: current?.number ?? "" })}
      trail={[{ title: t("cash_advance.group") }, { title: <Link to="/transactions/cash-advance">{t("cash_advance.advance.title")}</Link> }]}
      heading={{
        testId: "realisation-heading",
        facts: (doc) => (
          <>
            <Typography.Text strong>{doc.number ?? t("lifecycle.no_number")}</Typography.Text>
            {doc.journal_id && <Link to={`/transactions/journal/detail/${doc.journal_id}`}>{t("cash_advance.open_journal")}</Link>}
          </>
        ),
      }}
      submitTexts={{ label: t("cash_advance.realisation.submit"), confirm: t("cash_advance.realisation.submit_confirm"), description: t("cash_advance.realisation.submit_text") }}
      print={{ label: t("cash_advance.print") }}
      above={() => <Card style={{ marginBottom: 16 }}>{current ? <AdvanceSummary advance={current} /> : <Skeleton active />}</Card>}
      loading={!current || realisations.isPending}
      empty={<Alert type="warning" showIcon title={t("cash_advance.realisation.not_paid")} />}
      form={
        unpaid || !current
          ? undefined
          : {
              schema: realisationBody,
              toValues: (doc) => ({ date: doc.date, description: doc.description, details: doc.details.map((d) => ({ ...d, tax_id: d.tax_id ?? "" })) }),
              toBody: (values) => ({ ...values, cash_advance_id: current.id }),
              initialValues: { date: today(), details: [emptyRealisationLine()] },
              submitSavesChanges: true,
              testId: "realisation-form",
              buttons: [{ label: t("cash_advance.realisation.save"), primary: true, testId: "form-save" }],
            }
      }
      fields={({ form, editable }) => current && <RealisationFields form={form} advance={current} editable={editable} />}
      readOnly={(doc) => <RealisationView realisation={doc} />}
    />
  );
}

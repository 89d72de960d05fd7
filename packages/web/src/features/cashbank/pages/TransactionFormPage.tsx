import { accountSubtypeOf, type CashbankKind, cashbankTransactionBody, directionOf, sumMoney, toBase, vatKinds } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Col, DatePicker, Divider, Form, type FormInstance, Input, Result, Row, Select, Tag, Typography } from "antd";
import { useCallback, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { DocumentScreen, DocumentView, RecordLabel, useDocument } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import { LinkButton } from "../../../components/LinkButton";
import { useAbility } from "../../../lib/ability";
import { api } from "../../../lib/api";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { useTaxRates } from "../../../lib/tax-rates";
import { useBaseCurrency } from "../../../lib/session";
import { RateFact, RateField, rateText, useDocumentRate } from "../../../components/documents/DocumentCurrency";
import { TypedTransactionTotals, transactionTotals } from "../components/TransactionTotals";
import { accountsApi, type CashbankTransaction, detailPath, kindOfPath, requestApi, transactionApi, typeApi } from "../api";
import { amountLinesConfig, apiLines, editorLines, emptyAmountLine, onEditorColumns, taxedAmountLinesConfig } from "../lines";

const LIST = "/transactions/cashbank";
const KEY = ["transactions", "cashbank"] as const;

type Line = CashbankTransaction["details"][number];

/** A receipt or payment as it stands once it can no longer be changed. */
function TransactionView({ doc, paying }: { doc: CashbankTransaction; paying: boolean }) {
  const { t } = useTranslation();
  const base = useBaseCurrency();
  const foreign = doc.currency !== base;
  return (
    <DocumentView<Line>
      figures={[
        ...transactionTotals(t, doc, paying, "figure"),
        ...(foreign ? [{ label: t("currency.total_base", { base }), value: <Amount value={doc.total_base} />, testId: "figure-total-base" }] : []),
      ]}
      facts={[
        { label: t(paying ? "cashbank.fields.pay_from" : "cashbank.fields.deposit_to"), value: `${doc.cashbank_code} · ${doc.cashbank_name}` },
        ...(foreign
          ? [
              { label: t("currency.currency"), value: doc.currency },
              { label: t("currency.rate", { base, currency: doc.currency }), value: <RateFact rate={doc.rate} date={doc.rate_date} /> },
            ]
          : []),
        { label: t("cashbank.fields.date"), value: formatDate(doc.date) },
        { label: t(paying ? "cashbank.fields.pay_to" : "cashbank.fields.receive_from"), value: doc.contact_name ?? "—" },
        { label: t("cashbank.fields.office"), value: <RecordLabel kind="office" id={doc.office_id} /> },
        { label: t("cashbank.fields.reference"), value: doc.reference ?? "—" },
        ...(doc.request_id
          ? [{ label: t("cashbank.fields.request"), value: <Link to={`/transactions/cashbank/request/request-detail/${doc.request_id}`}>{doc.request_number ?? "—"}</Link> }]
          : []),
        { label: t("cashbank.fields.description"), value: doc.description ?? "—", wide: true },
      ]}
      lines={{
        title: t("cashbank.fields.lines"),
        rows: doc.details,
        columns: [
          { title: t("line_items.account"), key: "account", render: (_, line) => <RecordLabel kind="account" id={line.account_id} /> },
          { title: t("cashbank.fields.description"), dataIndex: "description", render: (v: string | null) => v ?? "—" },
          {
            title: t("line_items.tax"),
            key: "taxes",
            render: (_, line) => (line.tax_ids.length ? line.tax_ids.map((taxId) => <Tag key={taxId}><RecordLabel path="master-data/tax" id={taxId} /></Tag>) : "—"),
          },
          { title: t("cashbank.fields.amount"), dataIndex: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
        ],
      }}
      totals={transactionTotals(t, doc, paying)}
      totalsStacked
    />
  );
}

/**
 * On an account in a foreign currency: its rate (the booking rate of the date until typed) and the
 * total in base at it, under the lines; the amounts are in the account's currency.
 */
function TransactionCurrency({ form, currency }: { form: FormInstance; currency: string | null }) {
  const { t } = useTranslation();
  const base = useBaseCurrency();
  const rate = useDocumentRate(form, { currency: currency ?? base, base, dateField: "date" });
  // The editor keeps a line's amount in its one money column, `debit`.
  const details = (Form.useWatch("details", form) as { debit?: string | null }[] | undefined) ?? [];
  if (!rate.foreign) return null;
  const total = sumMoney(details.map((l) => (l && /^\d{1,16}(\.\d{1,2})?$/.test(l.debit ?? "") ? (l.debit as string) : "0")));
  return (
    <Row gutter={16} align="bottom">
      <Col xs={24} sm={12} lg={8}>
        <RateField state={rate} />
      </Col>
      <Col xs={24} sm={12} lg={8}>
        <Form.Item label={t("currency.total_base", { base })}>
          <Typography.Text strong data-testid="cashbank-total-base">
            {rate.rate ? <Amount value={toBase(total.toFixed(2), rate.rate)} /> : "—"}
          </Typography.Text>
        </Form.Item>
      </Col>
    </Row>
  );
}

/**
 * `/transactions/cashbank/add/{cash-in|cash-out|bank-in|bank-out}/{transactionTypeCode}` and
 * `/detail/{id}/{transactionTypeCode}`: a receipt or payment of a cash or bank account the user is
 * mapped to, against its lines (an account, an amount, the line dimensions), with the taxes of the
 * lines (VAT adds, tax withheld deducts). Saved as a draft or posted at once; a posted one prints
 * its voucher (Bukti Kas/Bank Masuk/Keluar). A payment may pay an approved request.
 */
export function TransactionFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id;
  const [search] = useSearchParams();
  const ability = useAbility();
  const [form] = Form.useForm();
  const kindFromPath = kindOfPath(useLocation().pathname.split("/")[4]);

  const doc = useDocument(transactionApi, KEY, id).data?.data;
  const types = useQuery({ queryKey: ["cashbank", "types"], queryFn: () => typeApi.list() });
  const accounts = useQuery({ queryKey: ["cashbank", "accounts"], queryFn: () => accountsApi.list() });
  // The VAT and withholding columns show to those who may read the taxes; a line keeps its taxes either way.
  const taxesShown = ability.can("read", "MdTax");
  const rates = useTaxRates();
  // Which of a line's taxes is its VAT (shown in the VAT column) and which is withheld.
  const taxKinds = useQuery({
    queryKey: ["lookup", "master-data/tax", "kinds"],
    queryFn: () => api.get<{ data: { id: string; kind: string }[] }>("master-data/tax", { params: { per_page: 100 } }),
    enabled: ability.can("read", "MdTax"),
    staleTime: 300_000,
  });
  const taxesReady = !ability.can("read", "MdTax") || taxKinds.isSuccess || taxKinds.isError;
  const isVat = useCallback((taxId: string) => vatKinds.includes(taxKinds.data?.data.find((x) => x.id === taxId)?.kind as never), [taxKinds.data]);
  const code = doc?.transaction_type_code ?? params.transactionTypeCode;
  const type = types.data?.data.find((x) => (doc ? x.id === doc.transaction_type_id : x.code === code && x.kind === kindFromPath));
  const kind: CashbankKind | null = doc?.kind ?? type?.kind ?? kindFromPath;
  const paying = kind ? directionOf(kind) === "out" : false;
  const requestId = search.get("request");
  const requests = useQuery({
    queryKey: ["transactions", "cashbank", "request", "payable"],
    queryFn: () => requestApi.list({ status: "approved", settlement: "unpaid", per_page: 100 }),
    enabled: paying && !doc && ability.can("read", "TxCashbankRequest"),
  });
  const pickable = useMemo(
    () => (accounts.data?.data ?? []).filter((a) => a.is_active && kind && a.subtype === accountSubtypeOf(kind)),
    [accounts.data, kind],
  );

  // A new one starts from the type's counter account, or from the request it pays.
  useEffect(() => {
    if (doc || !type) return;
    const request = requests.data?.data.find((r) => r.id === requestId);
    if (request) {
      form.setFieldsValue({
        request_id: request.id,
        cashbank_id: pickable.some((a) => a.id === request.cashbank_id) ? request.cashbank_id : form.getFieldValue("cashbank_id"),
        contact_id: request.contact_id,
        description: request.purpose,
        details: editorLines(request.details as unknown as Record<string, unknown>[]),
      });
      return;
    }
    if (!form.getFieldValue("details")?.[0]?.account_id) form.setFieldsValue({ details: [emptyAmountLine(type.default_account_id)] });
  }, [doc, type, requests.data, requestId, form, pickable]);

  const base = useBaseCurrency();
  const chosenCashbank = Form.useWatch("cashbank_id", form) as string | undefined;
  const accountCurrency = (accounts.data?.data ?? []).find((a) => a.id === chosenCashbank)?.currency ?? null;
  const editable = id ? !!doc?.actions.includes("edit") && ability.can("update", "TxCashbank") : ability.can("create", "TxCashbank");
  if (!id && types.isSuccess && !type) return <Result status="404" title={t("cashbank.no_types")} extra={<LinkButton to={`${LIST}/add`}>{t("common.back")}</LinkButton>} />;
  const kindLabel = kind ? t(`cashbank.kinds.${kind}`) : "";
  const typeLabel = type ? `${type.code} · ${type.name}` : (doc?.transaction_type_name ?? "");

  return (
    <DocumentScreen
      api={transactionApi}
      id={id}
      queryKey={KEY}
      refresh={[["transactions"], ["cashbank", "accounts"]]}
      resource="TxCashbank"
      listPath={LIST}
      detailPath={detailPath}
      title={(current) =>
        current ? t("cashbank.detail_title", { type: kindLabel, number: current.number ?? t("lifecycle.no_number") }) : t("cashbank.add_title", { kind: kindLabel, type: typeLabel })
      }
      trail={[{ title: t("menu.cash_bank") }, { title: <Link to={LIST}>{t("menu.cashbank_transactions")}</Link> }]}
      heading={{
        testId: "cashbank-heading",
        facts: (current) => (
          <>
            <Typography.Text strong>{typeLabel}</Typography.Text>
            <Typography.Text type="secondary">· {formatDate(current.date)}</Typography.Text>
            <Amount value={current.total} strong />
          </>
        ),
      }}
      submitTexts={{ label: t("cashbank.post"), confirm: t("cashbank.post_confirm"), description: t("cashbank.post_text") }}
      print={{ label: t("cashbank.print"), testId: "cashbank-print" }}
      journal={{ testId: "cashbank-posted", text: t("cashbank.posted_as"), link: t("cashbank.open_journal") }}
      loading={types.isPending}
      form={{
        instance: form,
        schema: cashbankTransactionBody,
        ready: taxesReady,
        toValues: (current) => ({ ...current, rate: rateText(current.rate), details: editorLines(current.details, isVat) }),
        toBody: (values, current) => ({
          ...values,
          transaction_type_id: type?.id ?? current?.transaction_type_id,
          details: apiLines(values.details as Parameters<typeof apiLines>[0]),
        }),
        errorsOnFields: onEditorColumns,
        initialValues: { date: today(), details: [emptyAmountLine()] },
        testId: "cashbank-form",
        buttons: [
          { label: t("cashbank.save_post"), submit: true, primary: true, testId: "cashbank-save-post" },
          { label: t("cashbank.save"), testId: "form-save" },
        ],
      }}
      readOnly={(current) => <TransactionView doc={current} paying={paying} />}
      fields={() => (
        <>
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="cashbank_id" label={t(paying ? "cashbank.fields.pay_from" : "cashbank.fields.deposit_to")} required>
            <Select
              showSearch
              optionFilterProp="label"
              data-testid="cashbank-account"
              options={pickable.map((a) => ({ value: a.id, label: `${a.code} · ${a.name}${a.currency && a.currency !== base ? ` (${a.currency})` : ""}` }))}
              labelRender={(option) => option.label ?? doc?.cashbank_name}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="date" label={t("cashbank.fields.date")} required {...dateItemProps}>
            <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} data-testid="cashbank-date" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="contact_id" label={t(paying ? "cashbank.fields.pay_to" : "cashbank.fields.receive_from")}>
            <RecordSelect kind="contact" allowClear disabled={!editable || !ability.can("read", "MdContact")} labels={doc?.contact_id && doc.contact_name ? { [doc.contact_id]: doc.contact_name } : undefined} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="office_id" label={t("cashbank.fields.office")}>
            <RecordSelect kind="office" allowClear disabled={!editable || !ability.can("read", "MdOffice")} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item name="reference" label={t("cashbank.fields.reference")}>
            <Input maxLength={80} data-testid="cashbank-reference" />
          </Form.Item>
        </Col>
        {paying && (
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name="request_id" label={t("cashbank.fields.request")}>
              <Select
                allowClear
                data-testid="cashbank-request"
                options={[
                  ...(requests.data?.data ?? []).map((r) => ({ value: r.id, label: `${r.number} · ${r.purpose}` })),
                  ...(doc?.request_id ? [{ value: doc.request_id, label: doc.request_number ?? doc.request_id }] : []),
                ]}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} lg={paying ? 16 : 24}>
          <Form.Item name="description" label={t("cashbank.fields.description")}>
            <Input.TextArea rows={1} maxLength={1000} data-testid="cashbank-description" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start">{t("cashbank.fields.lines")}</Divider>
      {taxesShown && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t("cashbank.fields.taxes_hint")}
        </Typography.Paragraph>
      )}
      <LineItemsEditor form={form} config={taxesShown ? taxedAmountLinesConfig : amountLinesConfig} emptyLine={() => emptyAmountLine(type?.default_account_id ?? null)} disabled={!editable} />
      <TypedTransactionTotals form={form} rates={rates} paying={paying} />
      <TransactionCurrency form={form} currency={accountCurrency} />
        </>
      )}
    />
  );
}

import { cashbankTransferBody } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Col, DatePicker, Form, Input, Row, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { DocumentScreen, DocumentView, RecordLabel } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { RateFact, RateField, rateText, useDocumentRate } from "../../../components/documents/DocumentCurrency";
import { useBaseCurrency } from "../../../lib/session";
import { accountsApi, type CashbankTransfer, transferApi } from "../api";

const LIST = "/transactions/cashbank";
const detail = (doc: { id: string }) => `/transactions/cashbank/detail/transfer/${doc.id}`;

/** A transfer as it stands once it can no longer be changed. */
function TransferView({ doc }: { doc: CashbankTransfer }) {
  const { t } = useTranslation();
  const base = useBaseCurrency();
  const foreign = doc.rate ? (doc.from_currency !== base ? doc.from_currency : doc.to_currency) : null;
  const twoCurrencies = doc.from_currency !== doc.to_currency;
  return (
    <DocumentView
      figures={[
        { label: foreign ? `${t("cashbank.fields.amount")} (${doc.from_currency})` : t("cashbank.fields.amount"), value: <Amount value={doc.amount_transferred} />, testId: "figure-amount" },
        ...(twoCurrencies ? [{ label: t("currency.amount_to", { currency: doc.to_currency }), value: <Amount value={doc.amount_to} />, testId: "figure-amount-to" }] : []),
        ...(foreign
          ? [
              {
                label: `${t("currency.exchange_difference")} (${t(doc.exchange_difference.startsWith("-") ? "currency.loss" : "currency.gain")}, ${base})`,
                value: <Amount value={doc.exchange_difference.replace(/^-/, "")} />,
                testId: "figure-exchange-difference",
              },
            ]
          : []),
        { label: t("cashbank.fields.charge_amount"), value: <Amount value={doc.charge_amount} />, testId: "figure-charge" },
        { label: t("cashbank.fields.total"), value: <Amount value={doc.total} />, testId: "figure-total" },
      ]}
      facts={[
        { label: t("cashbank.fields.from"), value: doc.from_cashbank_name },
        { label: t("cashbank.fields.to"), value: doc.to_cashbank_name },
        { label: t("cashbank.fields.date"), value: formatDate(doc.date) },
        ...(foreign ? [{ label: t("currency.rate", { base, currency: foreign }), value: <RateFact rate={doc.rate} date={doc.rate_date} /> }] : []),
        { label: t("cashbank.fields.charge_account"), value: doc.charge_account_name ?? "—" },
        { label: t("cashbank.fields.office"), value: <RecordLabel kind="office" id={doc.office_id} /> },
        { label: t("cashbank.fields.reference"), value: doc.reference ?? "—" },
        { label: t("cashbank.fields.description"), value: doc.description ?? "—", wide: true },
      ]}
    />
  );
}

/**
 * `/transactions/cashbank/add/transfer` and `/detail/transfer/{id}`: money moved from one cash or
 * bank account to another in one journal, with an optional bank charge borne by the sender.
 */
export function TransferFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const ability = useAbility();
  const base = useBaseCurrency();
  const accounts = useQuery({ queryKey: ["cashbank", "accounts"], queryFn: () => accountsApi.list() });
  const options = (accounts.data?.data ?? []).filter((a) => a.is_active).map((a) => ({ value: a.id, label: `${a.code} · ${a.name}${a.currency && a.currency !== base ? ` (${a.currency})` : ""}` }));
  // Accounts of two currencies (or of one foreign one): the foreign side's rate, and what arrived in the receiver's currency.
  const [form] = Form.useForm();
  const currencyOf = (cashbankId: unknown) => (accounts.data?.data ?? []).find((a) => a.id === cashbankId)?.currency ?? base;
  const fromCurrency = currencyOf(Form.useWatch("from_cashbank_id", form));
  const toCurrency = currencyOf(Form.useWatch("to_cashbank_id", form));
  const rate = useDocumentRate(form, { currency: fromCurrency !== base ? fromCurrency : toCurrency, base, dateField: "date" });
  const twoCurrencies = fromCurrency !== toCurrency;
  return (
    <DocumentScreen
      api={transferApi}
      id={id}
      queryKey={["transactions", "cashbank", "transfer"]}
      refresh={[["transactions"], ["cashbank", "accounts"]]}
      resource="TxCashbank"
      listPath={LIST}
      detailPath={detail}
      title={(doc) => (doc ? t("cashbank.transfer_title", { number: doc.number ?? t("lifecycle.no_number") }) : t("cashbank.add_transfer"))}
      trail={[{ title: t("menu.cash_bank") }, { title: <Link to={LIST}>{t("cashbank.tabs.transfers")}</Link> }]}
      heading={{
        facts: (doc) => (
          <>
            <Typography.Text>{formatDate(doc.date)}</Typography.Text>
            <Amount value={doc.total} strong />
          </>
        ),
      }}
      submitTexts={{ label: t("cashbank.post"), confirm: t("cashbank.post_confirm"), description: t("cashbank.post_text") }}
      print={{ label: t("cashbank.print") }}
      journal={{ text: t("cashbank.posted_as"), link: t("cashbank.open_journal") }}
      form={{
        instance: form,
        schema: cashbankTransferBody,
        toValues: (doc: CashbankTransfer) => ({
          date: doc.date,
          office_id: doc.office_id,
          from_cashbank_id: doc.from_cashbank_id,
          to_cashbank_id: doc.to_cashbank_id,
          amount: doc.amount_transferred,
          charge_amount: doc.charge_amount,
          charge_account_id: doc.charge_account_id,
          reference: doc.reference,
          description: doc.description,
          amount_to: doc.from_currency !== doc.to_currency ? doc.amount_to : null,
          rate: rateText(doc.rate),
        }),
        initialValues: { date: today(), charge_amount: null },
        testId: "transfer-form",
        buttons: [
          { label: t("cashbank.save_post"), submit: true, primary: true, testId: "transfer-save-post" },
          { label: t("cashbank.save") },
        ],
      }}
      readOnly={(doc) => <TransferView doc={doc} />}
      fields={({ doc, editable }) => (
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name="from_cashbank_id" label={t("cashbank.fields.from")} required>
              <Select showSearch optionFilterProp="label" options={options} data-testid="transfer-from" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name="to_cashbank_id" label={t("cashbank.fields.to")} required>
              <Select showSearch optionFilterProp="label" options={options} data-testid="transfer-to" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name="date" label={t("cashbank.fields.date")} required {...dateItemProps}>
              <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name="amount" label={fromCurrency !== base || twoCurrencies ? `${t("cashbank.fields.amount")} (${fromCurrency})` : t("cashbank.fields.amount")} required>
              <MoneyInput data-testid="transfer-amount" />
            </Form.Item>
          </Col>
          {twoCurrencies && (
            <Col xs={24} sm={12} lg={8}>
              <Form.Item name="amount_to" label={t("currency.amount_to", { currency: toCurrency })} extra={t("currency.amount_to_hint")} required>
                <MoneyInput data-testid="transfer-amount-to" />
              </Form.Item>
            </Col>
          )}
          {rate.foreign && (
            <Col xs={24} sm={12} lg={8}>
              <RateField state={rate} editable={editable} />
            </Col>
          )}
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name="charge_amount" label={t("cashbank.fields.charge_amount")}>
              <MoneyInput />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name="charge_account_id" label={t("cashbank.fields.charge_account")}>
              <RecordSelect kind="account" allowClear labels={doc?.charge_account_id && doc.charge_account_name ? { [doc.charge_account_id]: doc.charge_account_name } : undefined} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name="office_id" label={t("cashbank.fields.office")}>
              <RecordSelect kind="office" allowClear disabled={!editable || !ability.can("read", "MdOffice")} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={8}>
            <Form.Item name="reference" label={t("cashbank.fields.reference")}>
              <Input maxLength={80} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="description" label={t("cashbank.fields.description")}>
              <Input.TextArea rows={2} maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
      )}
    />
  );
}

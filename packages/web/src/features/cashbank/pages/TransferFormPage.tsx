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
import { accountsApi, type CashbankTransfer, transferApi } from "../api";

const LIST = "/transactions/cashbank";
const detail = (doc: { id: string }) => `/transactions/cashbank/detail/transfer/${doc.id}`;

/** A transfer as it stands once it can no longer be changed. */
function TransferView({ doc }: { doc: CashbankTransfer }) {
  const { t } = useTranslation();
  return (
    <DocumentView
      figures={[
        { label: t("cashbank.fields.amount"), value: <Amount value={doc.amount_transferred} />, testId: "figure-amount" },
        { label: t("cashbank.fields.charge_amount"), value: <Amount value={doc.charge_amount} />, testId: "figure-charge" },
        { label: t("cashbank.fields.total"), value: <Amount value={doc.total} />, testId: "figure-total" },
      ]}
      facts={[
        { label: t("cashbank.fields.from"), value: doc.from_cashbank_name },
        { label: t("cashbank.fields.to"), value: doc.to_cashbank_name },
        { label: t("cashbank.fields.date"), value: formatDate(doc.date) },
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
  const accounts = useQuery({ queryKey: ["cashbank", "accounts"], queryFn: () => accountsApi.list() });
  const options = (accounts.data?.data ?? []).filter((a) => a.is_active).map((a) => ({ value: a.id, label: `${a.code} · ${a.name}` }));
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
        schema: cashbankTransferBody,
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
            <Form.Item name="amount" label={t("cashbank.fields.amount")} required>
              <MoneyInput data-testid="transfer-amount" />
            </Form.Item>
          </Col>
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

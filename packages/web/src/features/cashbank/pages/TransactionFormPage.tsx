import { PrinterOutlined } from "@ant-design/icons";
import { accountSubtypeOf, type CashbankKind, cashbankTransactionBody, directionOf, vatKinds } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, DatePicker, Divider, Form, Input, Result, Row, Select, Skeleton, Space, Typography } from "antd";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { ApprovalPanel, type BarAction, DocumentActions, DocumentStatusTag } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LineItemsEditor } from "../../../components/line-items/LineItemsEditor";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { api } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { saveFile } from "../../../lib/download";
import { clearErrorsOnChange, showFieldErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { accountsApi, type CashbankTransaction, detailPath, kindOfPath, requestApi, transactionApi, typeApi } from "../api";
import { amountLinesConfig, apiLines, editorLines, emptyAmountLine, onEditorColumns, taxedAmountLinesConfig } from "../lines";

const LIST = "/transactions/cashbank";

/** Errors of a failed call under their fields (line amounts under the editor's column). */
function showErrors(form: ReturnType<typeof Form.useForm>[0], error: unknown) {
  if (error instanceof ApiError && error.body?.errors) showFieldErrors(form, onEditorColumns(error.body.errors));
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
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState<"draft" | "post" | null>(null);
  const kindFromPath = kindOfPath(useLocation().pathname.split("/")[4]);

  const query = useQuery({ queryKey: ["transactions", "cashbank", id], queryFn: () => transactionApi.get(id ?? ""), enabled: !!id });
  const doc = query.data?.data;
  const types = useQuery({ queryKey: ["cashbank", "types"], queryFn: () => typeApi.list() });
  const accounts = useQuery({ queryKey: ["cashbank", "accounts"], queryFn: () => accountsApi.list() });
  // The VAT and withholding columns show to those who may read the taxes; a line keeps its taxes either way.
  const taxesShown = ability.can("read", "MdTax");
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

  useEffect(() => {
    if (doc) {
      if (taxesReady) form.setFieldsValue({ ...doc, details: editorLines(doc.details, isVat) });
    }
    // `isVat` changes once, when the taxes load: the form is filled only then, so no edit is lost.
  }, [doc, form, taxesReady, isVat]);
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

  const editable = id ? !!doc?.actions.includes("edit") && ability.can("update", "TxCashbank") : ability.can("create", "TxCashbank");
  if (!id && types.isSuccess && !type) return <Result status="404" title={t("cashbank.no_types")} extra={<LinkButton to={`${LIST}/add`}>{t("common.back")}</LinkButton>} />;

  const body = () => {
    const values = form.getFieldsValue(true);
    const raw = { ...values, transaction_type_id: type?.id ?? doc?.transaction_type_id, details: apiLines(values.details) };
    for (const key of Object.keys(raw)) if (!(key in cashbankTransactionBody.shape)) delete raw[key];
    const parsed = validateWith(form, cashbankTransactionBody, raw, currentLanguage());
    if (!parsed) {
      // Line amounts are checked as `amount`: show them under the editor's column too.
      const result = cashbankTransactionBody.safeParse(raw);
      if (!result.success) form.setFields(result.error.issues.filter((i) => i.path[2] === "amount").map((i) => ({ name: ["details", i.path[1] as number, "debit"], errors: [i.message] })));
    }
    return parsed;
  };
  const done = async (message: string, saved: CashbankTransaction) => {
    toast.success(message);
    queryClient.removeQueries({ queryKey: ["transactions"] });
    queryClient.removeQueries({ queryKey: ["cashbank", "accounts"] });
    await navigate(detailPath(saved), { replace: true });
  };
  const save = async (post: boolean) => {
    const values = body();
    if (!values) return;
    setSaving(post ? "post" : "draft");
    try {
      const saved = doc ? await transactionApi.update(doc.id, values, doc.version) : await transactionApi.create(values);
      if (!post) return await done(saved.message, saved.data);
      try {
        const posted = await transactionApi.submit(saved.data.id);
        return await done(posted.message, posted.data);
      } catch (error) {
        // Saved as a draft, not posted (below zero, closed month…): show why on the saved draft.
        showErrors(form, error);
        queryClient.removeQueries({ queryKey: ["transactions"] });
        if (!doc) await navigate(detailPath(saved.data), { replace: true });
      }
    } catch (error) {
      showErrors(form, error);
    } finally {
      setSaving(null);
    }
  };
  const run = async (current: CashbankTransaction, action: BarAction, note: string | null) => {
    const stay = async (message: string) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: ["transactions"] });
    };
    if (action === "submit") return stay((await transactionApi.submit(current.id)).message);
    if (action === "delete") {
      toast.success((await transactionApi.remove(current.id)).message);
      queryClient.removeQueries({ queryKey: ["transactions"] });
      return navigate(LIST);
    }
    if (action === "approve") return stay((await transactionApi.approve(current.id, note)).message);
    if (action === "reject") return stay((await transactionApi.reject(current.id, note ?? "")).message);
    return stay((await transactionApi.cancel(current.id, note)).message);
  };
  const kindLabel = kind ? t(`cashbank.kinds.${kind}`) : "";
  const typeLabel = type ? `${type.code} · ${type.name}` : (doc?.transaction_type_name ?? "");

  return (
    <>
      <PageHeader
        title={doc ? t("cashbank.detail_title", { type: kindLabel, number: doc.number ?? t("lifecycle.no_number") }) : t("cashbank.add_title", { kind: kindLabel, type: typeLabel })}
        subtitle={
          doc && (
            <Space wrap size={8} data-testid="cashbank-heading">
              <DocumentStatusTag status={doc.status} />
              <Typography.Text strong>{typeLabel}</Typography.Text>
              <Typography.Text type="secondary">· {formatDate(doc.date)}</Typography.Text>
              <Amount value={doc.total} strong />
            </Space>
          )
        }
        trail={[{ title: t("menu.cash_bank") }, { title: <Link to={LIST}>{t("menu.cashbank_transactions")}</Link> }, { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          doc && (
            <DocumentActions
              actions={doc.actions}
              allowed={{ submit: ability.can("create", "TxCashbank"), delete: ability.can("delete", "TxCashbank"), cancel: ability.can("delete", "TxCashbank") }}
              submit={{ label: t("cashbank.post"), confirm: t("cashbank.post_confirm"), description: t("cashbank.post_text") }}
              run={(action, note) => run(doc, action, note)}
              extra={
                doc.number && (
                  <Button icon={<PrinterOutlined />} onClick={async () => saveFile(await transactionApi.print(doc.id), `${doc.number?.replaceAll("/", "-")}.pdf`)} data-testid="cashbank-print">
                    {t("cashbank.print")}
                  </Button>
                )
              }
            />
          )
        }
      />
      {doc?.status === "approved" && doc.journal_id && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="cashbank-posted"
          title={
            <>
              {t("cashbank.posted_as")} <Link to={`/transactions/journal/detail/${doc.journal_id}`}>{t("cashbank.open_journal")}</Link>
            </>
          }
        />
      )}
      <Card style={{ marginBottom: 16 }}>
        {(id && query.isPending) || types.isPending ? (
          <Skeleton active />
        ) : (
          <Form
            form={form}
            layout="vertical"
            disabled={!editable}
            onValuesChange={clearErrorsOnChange(form)}
            initialValues={{ date: today(), details: [emptyAmountLine()] }}
            data-testid="cashbank-form"
          >
            <Row gutter={16}>
              <Col xs={24} sm={12} lg={8}>
                <Form.Item name="cashbank_id" label={t(paying ? "cashbank.fields.pay_from" : "cashbank.fields.deposit_to")} required>
                  <Select
                    showSearch
                    optionFilterProp="label"
                    data-testid="cashbank-account"
                    options={pickable.map((a) => ({ value: a.id, label: `${a.code} · ${a.name}` }))}
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
            <Space wrap style={{ marginTop: 16 }}>
              {editable && (
                <>
                  <Button type="primary" loading={saving === "post"} onClick={() => void save(true)} data-testid="cashbank-save-post">
                    {t("cashbank.save_post")}
                  </Button>
                  <Button loading={saving === "draft"} onClick={() => void save(false)} data-testid="form-save">
                    {t("cashbank.save")}
                  </Button>
                </>
              )}
              <LinkButton to={LIST} disabled={false}>
                {t("common.back")}
              </LinkButton>
            </Space>
          </Form>
        )}
      </Card>
      {doc && <ApprovalPanel approval={doc.approval} />}
      {doc && (
        <AttachmentsCard documentPath={`transactions/cashbank/${doc.id}`} canUpload={ability.can("create", "TxCashbank")} canDelete={ability.can("delete", "TxCashbank")} />
      )}
    </>
  );
}

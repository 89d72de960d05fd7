import { PrinterOutlined } from "@ant-design/icons";
import { cashbankTransferBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, DatePicker, Form, Input, Row, Select, Skeleton, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { ApprovalPanel, type BarAction, DocumentActions, DocumentStatusTag } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { saveFile } from "../../../lib/download";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { accountsApi, type CashbankTransfer, transferApi } from "../api";

const LIST = "/transactions/cashbank";
const detail = (id: string) => `/transactions/cashbank/detail/transfer/${id}`;

/**
 * `/transactions/cashbank/add/transfer` and `/detail/transfer/{id}`: money moved from one cash or
 * bank account to another in one journal, with an optional bank charge borne by the sender.
 */
export function TransferFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState<"draft" | "post" | null>(null);
  const query = useQuery({ queryKey: ["transactions", "cashbank", "transfer", id], queryFn: () => transferApi.get(id ?? ""), enabled: !!id });
  const doc = query.data?.data;
  const accounts = useQuery({ queryKey: ["cashbank", "accounts"], queryFn: () => accountsApi.list() });
  useEffect(() => {
    if (doc) form.setFieldsValue({ ...doc, amount: doc.amount });
  }, [doc, form]);
  const editable = id ? !!doc?.actions.includes("edit") && ability.can("update", "TxCashbank") : ability.can("create", "TxCashbank");
  const options = (accounts.data?.data ?? []).filter((a) => a.is_active).map((a) => ({ value: a.id, label: `${a.code} · ${a.name}` }));

  const save = async (post: boolean) => {
    const values = form.getFieldsValue(true);
    const raw = Object.fromEntries(Object.entries(values).filter(([key]) => key in cashbankTransferBody.shape));
    const body = validateWith(form, cashbankTransferBody, raw, currentLanguage());
    if (!body) return;
    setSaving(post ? "post" : "draft");
    try {
      const saved = doc ? await transferApi.update(doc.id, body, doc.version) : await transferApi.create(body);
      const answer = post ? await transferApi.submit(saved.data.id).catch(async (error: unknown) => {
        showServerErrors(form, error);
        await navigate(detail(saved.data.id), { replace: true });
        throw error;
      }) : saved;
      toast.success(answer.message);
      queryClient.removeQueries({ queryKey: ["transactions"] });
      await navigate(detail(answer.data.id), { replace: true });
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setSaving(null);
    }
  };
  const run = async (current: CashbankTransfer, action: BarAction, note: string | null) => {
    const stay = async (message: string) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: ["transactions"] });
    };
    if (action === "submit") return stay((await transferApi.submit(current.id)).message);
    if (action === "delete") {
      toast.success((await transferApi.remove(current.id)).message);
      queryClient.removeQueries({ queryKey: ["transactions"] });
      return navigate(LIST);
    }
    if (action === "approve") return stay((await transferApi.approve(current.id, note)).message);
    if (action === "reject") return stay((await transferApi.reject(current.id, note ?? "")).message);
    return stay((await transferApi.cancel(current.id, note)).message);
  };

  return (
    <>
      <PageHeader
        title={doc ? t("cashbank.transfer_title", { number: doc.number ?? t("lifecycle.no_number") }) : t("cashbank.add_transfer")}
        subtitle={
          doc && (
            <Space wrap size={8}>
              <DocumentStatusTag status={doc.status} />
              <Typography.Text>{formatDate(doc.date)}</Typography.Text>
              <Amount value={doc.total} strong />
            </Space>
          )
        }
        trail={[{ title: t("menu.cash_bank") }, { title: <Link to={LIST}>{t("cashbank.tabs.transfers")}</Link> }, { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          doc && (
            <DocumentActions
              actions={doc.actions}
              allowed={{ submit: ability.can("create", "TxCashbank"), delete: ability.can("delete", "TxCashbank"), cancel: ability.can("delete", "TxCashbank") }}
              submit={{ label: t("cashbank.post"), confirm: t("cashbank.post_confirm"), description: t("cashbank.post_text") }}
              run={(action, note) => run(doc, action, note)}
              extra={
                doc.number && (
                  <Button icon={<PrinterOutlined />} onClick={async () => saveFile(await transferApi.print(doc.id), `${doc.number?.replaceAll("/", "-")}.pdf`)}>
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
          title={
            <>
              {t("cashbank.posted_as")} <Link to={`/transactions/journal/detail/${doc.journal_id}`}>{t("cashbank.open_journal")}</Link>
            </>
          }
        />
      )}
      <Card style={{ marginBottom: 16 }}>
        {id && query.isPending ? (
          <Skeleton active />
        ) : (
          <Form form={form} layout="vertical" disabled={!editable} onValuesChange={clearErrorsOnChange(form)} initialValues={{ date: today(), charge_amount: null }} data-testid="transfer-form">
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
            <Space wrap>
              {editable && (
                <>
                  <Button type="primary" loading={saving === "post"} onClick={() => void save(true)} data-testid="transfer-save-post">
                    {t("cashbank.save_post")}
                  </Button>
                  <Button loading={saving === "draft"} onClick={() => void save(false)}>
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
      {doc && <AttachmentsCard documentPath={`transactions/cashbank/transfer/${doc.id}`} canUpload={ability.can("create", "TxCashbank")} canDelete={ability.can("delete", "TxCashbank")} />}
    </>
  );
}

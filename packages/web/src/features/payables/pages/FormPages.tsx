import { PlusOutlined, PrinterOutlined } from "@ant-design/icons";
import { type FormPaymentKind, formPaymentBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, DatePicker, Form, Input, Row, Skeleton, Space, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { type BarAction, DocumentActions, DocumentStatusTag } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, } from "../../../lib/forms";
import { toast } from "../../../lib/toast";
import { type FormPayment, formApi, formPaths } from "../api";
import { OpenInvoices, type PickedLine } from "../components/OpenInvoices";
import { useProblems } from "../components/ProblemList";

/** Vendor and agent forms ask to pay invoices; advance forms ask for an amount. */
const withInvoices = (kind: FormPaymentKind) => kind === "vendor" || kind === "agent";
const entryOf = (kind: FormPaymentKind) => (withInvoices(kind) ? "invoice" : "add");
const contactType = (kind: FormPaymentKind) => (kind === "agent" || kind === "agent_advance" ? "agent" : "vendor");

/** `/transactions/form-payment/<kind>`: the request-for-payment forms of one kind. */
export function FormListPage({ kind }: { kind: FormPaymentKind }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const base = `/${formPaths[kind]}`;
  const api = formApi(kind);
  return (
    <>
      <PageHeader
        title={t(`payables.forms.${kind}.title`)}
        subtitle={t("payables.forms.subtitle")}
        trail={[{ title: t("menu.payables") }, { title: t(`payables.forms.${kind}.title`) }]}
        actions={
          ability.can("create", "TxFormPayment") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to={`${base}/${entryOf(kind)}`} data-testid="form-add">
              {t("payables.forms.add")}
            </LinkButton>
          )
        }
      />
      <Card>
        <ResourceTable<FormPayment>
          queryKey={["transactions", "form-payment", kind]}
          fetch={api.list}
          onOpen={(row) => void navigate(`${base}/detail/${row.id}`)}
          testId="form-table"
          columns={[
            { title: t("payables.fields.date"), dataIndex: "date", key: "date", sorter: true, width: 120, render: formatDate },
            { title: t("payables.fields.number"), dataIndex: "number", key: "number", sorter: true, width: 160, render: (v: string | null) => v ?? "—" },
            { title: t("payables.fields.pay_to"), dataIndex: "contact_name", key: "contact_name" },
            { title: t("fields.description"), dataIndex: "description", key: "description", ellipsis: true, render: (v: string | null) => v || "—" },
            { title: t("payables.fields.currency"), dataIndex: "currency", key: "currency", width: 90 },
            { title: t("payables.fields.amount"), dataIndex: "amount", key: "amount", sorter: true, align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("payables.fields.status"), dataIndex: "status", key: "status", render: (v: FormPayment["status"]) => <DocumentStatusTag status={v} /> },
          ]}
        />
      </Card>
    </>
  );
}

/**
 * `/transactions/form-payment/<kind>/invoice|add` and `/detail/:id`: a request for payment to a
 * vendor or an agent (their posted, unpaid invoices) or for an advance (an amount), with the bank
 * account to pay into; numbered when submitted, printed from `report/:id`.
 */
export function FormFormPage({ kind }: { kind: FormPaymentKind }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const problems = useProblems();
  const base = `/${formPaths[kind]}`;
  const api = formApi(kind);
  const [lines, setLines] = useState<PickedLine[]>([]);
  const contactId = Form.useWatch("contact_id", form) as string | undefined;
  const query = useQuery({ queryKey: ["transactions", "form-payment", kind, id], queryFn: () => api.get(id ?? ""), enabled: !!id });
  const saved = query.data?.data;
  useEffect(() => {
    if (!saved) return;
    const { date, due_date, contact_id, office_id, description, currency, bank_name, bank_account_name, bank_account_number, amount } = saved;
    form.setFieldsValue({ date, due_date, contact_id, office_id, description, currency, bank_name, bank_account_name, bank_account_number, amount });
    setLines(saved.lines);
  }, [saved, form]);
  const editable = id ? !!saved?.actions.includes("edit") && ability.can("update", "TxFormPayment") : ability.can("create", "TxFormPayment");
  const body = () => problems.validate(form, formPaymentBody, { ...form.getFieldsValue(true), lines: withInvoices(kind) ? lines : [] });
  const save = async () => {
    const values = body();
    if (!values) return;
    try {
      const answer = id && saved ? await api.update(id, values, saved.version) : await api.create(values);
      toast.success(answer.message);
      queryClient.removeQueries({ queryKey: ["transactions"] });
      await navigate(`${base}/detail/${answer.data.id}`);
    } catch (error) {
      showServerErrors(form, error);
      problems.take(error);
    }
  };
  const run = async (current: FormPayment, action: BarAction, note: string | null) => {
    const done = async (message: string) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: ["transactions"] });
    };
    if (action === "submit") return done((await api.submit(current.id)).message);
    if (action === "approve") return done((await api.approve(current.id, note)).message);
    if (action === "reject") return done((await api.reject(current.id, note ?? "")).message);
    if (action === "cancel") return done((await api.cancel(current.id, note)).message);
    toast.success((await api.remove(current.id)).message);
    queryClient.removeQueries({ queryKey: ["transactions"] });
    return navigate(base);
  };
  return (
    <>
      <PageHeader
        title={saved ? `${t(`payables.forms.${kind}.title`)} ${saved.number ?? ""}` : t(`payables.forms.${kind}.add`)}
        subtitle={saved && <DocumentStatusTag status={saved.status} />}
        trail={[{ title: t("menu.payables") }, { title: t(`payables.forms.${kind}.title`) }, { title: id ? t("common.detail") : t("common.add") }]}
        actions={
          saved && (
            <DocumentActions
              actions={saved.actions}
              allowed={{ submit: ability.can("create", "TxFormPayment"), delete: ability.can("delete", "TxFormPayment"), cancel: ability.can("delete", "TxFormPayment") }}
              run={(action, note) => run(saved, action, note)}
              extra={
                <LinkButton icon={<PrinterOutlined />} to={`${base}/report/${saved.id}`} data-testid="form-print">
                  {t("payables.forms.print")}
                </LinkButton>
              }
            />
          )
        }
      />
      <Card>
        {id && query.isPending ? (
          <Skeleton active />
        ) : (
          <Form form={form} layout="vertical" disabled={!editable} onFinish={() => void save()} onValuesChange={clearErrorsOnChange(form)} initialValues={{ date: today(), currency: "IDR", amount: "" }} data-testid="form-payment-form">
            <Row gutter={16}>
              <Col xs={24} md={12} lg={8}>
                <Form.Item name="contact_id" label={t("payables.fields.pay_to")} required>
                  <RecordSelect path="master-data/contact" params={{ type: contactType(kind) }} onChange={() => setLines([])} data-testid="form-contact" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6} lg={4}>
                <Form.Item name="date" label={t("payables.fields.date")} required {...dateItemProps}>
                  <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} allowClear={false} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6} lg={4}>
                <Form.Item name="due_date" label={t("payables.fields.due_date")} {...dateItemProps}>
                  <DatePicker format="DD MMM YYYY" style={{ width: "100%" }} />
                </Form.Item>
              </Col>
              <Col xs={8} md={4} lg={2}>
                <Form.Item name="currency" label={t("payables.fields.currency")}>
                  <Input maxLength={3} />
                </Form.Item>
              </Col>
              {!withInvoices(kind) && (
                <Col xs={16} md={8} lg={6}>
                  <Form.Item name="amount" label={t("payables.fields.amount")} required>
                    <MoneyInput data-testid="form-amount" />
                  </Form.Item>
                </Col>
              )}
              <Col xs={24} md={8}>
                <Form.Item name="bank_name" label={t("payables.fields.bank_name")} extra={t("payables.forms.bank_hint")}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="bank_account_number" label={t("payables.fields.bank_account_number")}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="bank_account_name" label={t("payables.fields.bank_account_name")}>
                  <Input />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="description" label={t("fields.description")}>
                  <Input.TextArea rows={2} maxLength={1000} />
                </Form.Item>
              </Col>
            </Row>
            {withInvoices(kind) && (
              <Form.Item label={t("payables.forms.invoices")}>
                {editable ? (
                  contactId ? (
                    <OpenInvoices contactId={contactId} value={lines} onChange={setLines} />
                  ) : (
                    <Typography.Text type="secondary">{t("payables.payments.pick_vendor")}</Typography.Text>
                  )
                ) : (
                  <Typography.Text>
                    {t("payables.fields.amount")}: <Amount value={saved?.amount} strong />
                  </Typography.Text>
                )}
              </Form.Item>
            )}
            {problems.view}
            <Space wrap>
              {editable && (
                <Button type="primary" htmlType="submit" data-testid="form-save">
                  {t("payables.save")}
                </Button>
              )}
              <LinkButton to={base} disabled={false}>
                {t("common.back")}
              </LinkButton>
            </Space>
          </Form>
        )}
      </Card>
    </>
  );
}

import { CheckOutlined, CloseOutlined } from "@ant-design/icons";
import { cashAdvanceApprovalBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Form, Input, Popconfirm, Row, Select, Skeleton, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { ApprovalPanel, NoteModal } from "../../../components/documents";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { formatMoneyText } from "../components/money";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { type CashAdvanceRequest, keys, requestApi } from "../api";
import { RequestSummary } from "../components/RequestSummary";

const LIST = "/transactions/cash-advance/request-approval";

/** The approver's part: the amount granted (at most the requested), a note, approve or reject. */
function ApprovalForm({ request, onDone }: { request: CashAdvanceRequest; onDone: (message: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  useEffect(() => {
    form.setFieldsValue({ approved_amount: request.approved_amount ?? request.request_amount, note: "" });
  }, [request, form]);
  const approve = async () => {
    const body = validateWith(form, cashAdvanceApprovalBody, form.getFieldsValue(true), currentLanguage());
    if (!body) return;
    setBusy(true);
    try {
      await onDone((await requestApi.approveAmount(request.id, body.approved_amount, body.note)).message);
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setBusy(false);
    }
  };
  if (!request.approval.can_act) return <Alert type="info" showIcon title={t("cash_advance.approval.not_yours")} style={{ marginTop: 16 }} />;
  return (
    <Form form={form} layout="vertical" onValuesChange={clearErrorsOnChange(form)} style={{ marginTop: 16 }} data-testid="approval-form">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="approved_amount" label={t("cash_advance.fields.approved_amount")} required extra={`≤ ${formatMoneyText(request.request_amount)}`}>
            <MoneyInput data-testid="approved-amount" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="note" label={t("lifecycle.note")}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Popconfirm
          title={t("cash_advance.approval.approve_confirm")}
          description={t("cash_advance.approval.approve_text")}
          okText={t("cash_advance.approval.approve")}
          cancelText={t("common.cancel")}
          onConfirm={() => approve()}
        >
          <Button type="primary" icon={<CheckOutlined />} loading={busy} data-testid="approval-approve">
            {t("cash_advance.approval.approve")}
          </Button>
        </Popconfirm>
        <Button danger icon={<CloseOutlined />} onClick={() => setRejecting(true)} data-testid="approval-reject">
          {t("cash_advance.approval.reject")}
        </Button>
      </Space>
      <NoteModal
        open={rejecting}
        title={t("lifecycle.reject_title")}
        text={t("lifecycle.reject_text")}
        okText={t("lifecycle.reject")}
        onConfirm={async (note) => onDone((await requestApi.reject(request.id, note)).message)}
        onClose={() => setRejecting(false)}
      />
    </Form>
  );
}

/**
 * `/transactions/cash-advance/request-approval/add` (choose a request waiting for you) and
 * `/detail/:id`: the request, its approval levels, and the approver's amount.
 */
export function ApprovalPage() {
  const { t } = useTranslation();
  const { id: routeId } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const id = routeId ?? chosen;
  const waiting = useQuery({
    queryKey: keys.of("request", "pending"),
    queryFn: () => requestApi.list({ status: "pending", per_page: 100 }),
    enabled: !routeId,
  });
  const mine = (waiting.data?.data ?? []).filter((r) => r.approval.can_act);
  const query = useQuery({ queryKey: keys.of("request", id), queryFn: () => requestApi.get(id ?? ""), enabled: !!id });
  const request = query.data?.data;
  const done = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: keys.all });
    await navigate(LIST);
  };
  return (
    <>
      <PageHeader
        title={request ? t("cash_advance.request.detail", { number: request.number ?? "" }) : t("cash_advance.approval.add")}
        trail={[{ title: t("cash_advance.group") }, { title: t("cash_advance.approval.title") }, { title: routeId ? t("common.detail") : t("common.add") }]}
        actions={
          request && (
            <LinkButton to={`/transactions/cash-advance/request/detail/${request.id}`}>{t("cash_advance.approval.open_request")}</LinkButton>
          )
        }
      />
      <Card style={{ marginBottom: 16 }}>
        {!routeId && (
          <Form layout="vertical">
            <Form.Item label={t("cash_advance.approval.choose")}>
              <Select
                value={chosen}
                onChange={setChosen}
                loading={waiting.isPending}
                placeholder={t("cash_advance.approval.choose_placeholder")}
                notFoundContent={t("cash_advance.approval.none")}
                options={mine.map((r) => ({ value: r.id, label: `${r.number} · ${r.employee_name} · ${formatMoneyText(r.request_amount)}` }))}
                data-testid="approval-choose"
              />
            </Form.Item>
          </Form>
        )}
        {id && query.isPending && <Skeleton active />}
        {request && (
          <>
            <RequestSummary request={request} />
            <ApprovalForm request={request} onDone={done} />
          </>
        )}
      </Card>
      {request && <ApprovalPanel approval={request.approval} />}
    </>
  );
}

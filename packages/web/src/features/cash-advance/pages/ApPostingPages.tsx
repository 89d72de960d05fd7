import { AuditOutlined, PaperClipOutlined, PlusOutlined, SaveOutlined } from "@ant-design/icons";
import { purchaseInvoiceBody } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, DatePicker, Form, Input, Popconfirm, Row, Select, Skeleton, Space, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { DocumentStatusTag } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { ResourceTable } from "../../../components/ResourceTable";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, formatDate, today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { toast } from "../../../lib/toast";
import { type AdvancePayable, advanceApi, type CashAdvance, keys, payableApi, realisationApi } from "../api";
import { AdvanceSummary } from "../components/AdvanceSummary";
import { formatMoneyText } from "../components/money";

const BASE = "/transactions/ap-posting/cash-advance-ap";
/** Where a posted payable is approved, paid and printed: payables' AP posting detail. */
const AP_DETAIL = "/transactions/ap-posting/detail";

const settlementColors: Record<AdvancePayable["settlement"], string> = { not_posted: "default", unpaid: "orange", partly_paid: "gold", paid: "green" };

/** What the company still owes the employee on a realised advance (its negative balance). */
const owedOf = (advance: CashAdvance) => advance.balance.replace(/^-/, "");

/**
 * `/transactions/ap-posting/cash-advance-ap`: realised cash advances whose shortfall was posted to
 * AP as owed to the employee, with where each stands — waiting for AP posting, unpaid, paid.
 */
export function AdvanceApListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t("cash_advance.ap.title")}
        subtitle={t("cash_advance.ap.subtitle")}
        trail={[{ title: t("cash_advance.group") }, { title: t("cash_advance.ap.title") }]}
        actions={
          ability.can("create", "TxPurchaseInvoice") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to={`${BASE}/invoice`} data-testid="advance-ap-add">
              {t("cash_advance.ap.add")}
            </LinkButton>
          )
        }
      />
      <Card>
        <ResourceTable<AdvancePayable>
          queryKey={keys.of("ap")}
          fetch={payableApi.list}
          filters={{ kind: "cash_advance" }}
          searchPlaceholder={t("cash_advance.ap.search")}
          onOpen={(row) => void navigate(`${AP_DETAIL}/${row.id}`)}
          testId="advance-ap-table"
          columns={[
            { title: t("cash_advance.fields.date"), dataIndex: "date", key: "date", sorter: true, render: formatDate, width: 120 },
            { title: t("cash_advance.fields.number"), dataIndex: "number", key: "number", sorter: true, width: 170, render: (v: string | null) => v ?? "—" },
            { title: t("cash_advance.fields.employee"), dataIndex: "contact_name", key: "contact_name" },
            {
              title: t("cash_advance.ap.advance"),
              dataIndex: "cash_advance_number",
              key: "cash_advance_number",
              render: (value: string | null, row) => (
                <Link to={`/transactions/cash-advance/detail/${row.cash_advance_id}`} onClick={(event) => event.stopPropagation()}>
                  {value}
                </Link>
              ),
            },
            { title: t("cash_advance.ap.due_date"), dataIndex: "due_date", key: "due_date", render: formatDate, width: 120 },
            { title: t("cash_advance.fields.amount"), dataIndex: "payable_amount", key: "payable_amount", align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("cash_advance.ap.outstanding"), dataIndex: "outstanding", key: "outstanding", align: "right", render: (v: string) => <Amount value={v} /> },
            {
              title: t("cash_advance.fields.status"),
              dataIndex: "status",
              key: "status",
              render: (status: AdvancePayable["status"], row) =>
                status === "approved" ? (
                  <Tag color={settlementColors[row.settlement]}>{t(`cash_advance.ap.settlement.${row.settlement}`)}</Tag>
                ) : (
                  <DocumentStatusTag status={status} />
                ),
            },
            {
              key: "files",
              width: 48,
              render: (_, row) => (
                <Link to={`${BASE}/listImage/${row.id}`} onClick={(event) => event.stopPropagation()} aria-label={t("cash_advance.ap.files")} title={t("cash_advance.ap.files")}>
                  <PaperClipOutlined />
                </Link>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

/**
 * `/transactions/ap-posting/cash-advance-ap/invoice`: the realised advances on which the employee
 * spent more than they were given and that are not settled yet; one is picked to post to AP.
 */
export function AdvanceApPickPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t("cash_advance.ap.pick_title")}
        subtitle={t("cash_advance.ap.pick_subtitle")}
        trail={[{ title: t("cash_advance.group") }, { title: t("cash_advance.ap.title") }, { title: t("cash_advance.ap.pick") }]}
        actions={<LinkButton to={BASE}>{t("common.back")}</LinkButton>}
      />
      <Card>
        <ResourceTable<CashAdvance>
          queryKey={keys.of("advance", "owed")}
          fetch={advanceApi.list}
          filters={{ settlement_kind: "top_up" }}
          searchPlaceholder={t("cash_advance.search")}
          onOpen={(row) => void navigate(`${BASE}/add?cash_advance_id=${row.id}`)}
          testId="advance-ap-pick"
          columns={[
            { title: t("cash_advance.fields.date"), dataIndex: "date", key: "date", sorter: true, render: formatDate, width: 120 },
            { title: t("cash_advance.fields.number"), dataIndex: "number", key: "number", sorter: true, width: 170 },
            { title: t("cash_advance.fields.employee"), dataIndex: "employee_name", key: "employee_name" },
            { title: t("cash_advance.fields.amount"), dataIndex: "amount", key: "amount", align: "right", render: (v: string) => <Amount value={v} /> },
            { title: t("cash_advance.fields.realised"), dataIndex: "realised_amount", key: "realised_amount", align: "right", render: (v: string) => <Amount value={v} /> },
            {
              title: t("cash_advance.ap.owed"),
              key: "owed",
              align: "right",
              render: (_, row) => <Amount value={owedOf(row)} strong />,
            },
            {
              key: "post",
              width: 150,
              render: (_, row) => (
                <LinkButton size="small" icon={<AuditOutlined />} to={`${BASE}/add?cash_advance_id=${row.id}`}>
                  {t("cash_advance.ap.post")}
                </LinkButton>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

/**
 * `/transactions/ap-posting/cash-advance-ap/add`: what the company owes the employee on a realised
 * advance, posted as a payable to them (Dr employee advance / Cr accounts payable) to be paid later
 * through purchase payments — saved as a draft for AP posting, or posted at once.
 */
export function AdvanceApAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState<"draft" | "post" | null>(null);
  const advanceId = (Form.useWatch("cash_advance_id", form) as string | undefined) ?? params.get("cash_advance_id") ?? undefined;
  const owedList = useQuery({ queryKey: keys.of("advance", "owed", "all"), queryFn: () => advanceApi.list({ settlement_kind: "top_up", per_page: 100, sort: "date" }) });
  const chosen = useQuery({ queryKey: keys.of("advance", advanceId), queryFn: () => advanceApi.get(advanceId ?? ""), enabled: !!advanceId });
  const advance = chosen.data?.data;
  const owed = advance?.settlement_kind === "top_up" ? owedOf(advance) : null;
  useEffect(() => {
    if (!advance) return;
    form.setFieldsValue({
      cash_advance_id: advance.id,
      contact_id: advance.contact_id,
      vendor_invoice_number: advance.number,
      lines: [{ account_id: advance.account_id, description: t("cash_advance.ap.line_text", { number: advance.number ?? "" }), quantity: "1", price: owed ?? "" }],
    });
  }, [advance, owed, form, t]);
  const canPost = ability.can("read", "TxApPosting");

  const save = async (post: boolean) => {
    const body = validateWith(form, purchaseInvoiceBody, { ...form.getFieldsValue(true), kind: "cash_advance" }, currentLanguage());
    if (!body) return;
    setSaving(post ? "post" : "draft");
    let created: Awaited<ReturnType<typeof payableApi.create>> | null = null;
    try {
      created = await payableApi.create(body);
      const answer = post ? await payableApi.submit(created.data.id) : created;
      toast.success(answer.message);
    } catch (error) {
      showServerErrors(form, error);
    }
    try {
      // Saved (posted, or kept as a draft when posting was refused): its page in AP posting says where it stands.
      if (created) {
        await queryClient.invalidateQueries({ queryKey: keys.all });
        queryClient.removeQueries({ queryKey: ["transactions"] });
        await navigate(`${AP_DETAIL}/${created.data.id}`);
      }
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t("cash_advance.ap.add")}
        subtitle={t("cash_advance.ap.add_subtitle")}
        trail={[{ title: t("cash_advance.group") }, { title: t("cash_advance.ap.title") }, { title: t("common.add") }]}
      />
      <Card style={{ marginBottom: 16 }}>
        <Form
          form={form}
          layout="vertical"
          onValuesChange={clearErrorsOnChange(form)}
          initialValues={{ date: today(), cash_advance_id: params.get("cash_advance_id") ?? undefined, advances: [], tag_ids: [] }}
          data-testid="advance-ap-form"
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="cash_advance_id" label={t("cash_advance.ap.advance")} required>
                <Select
                  loading={owedList.isPending}
                  placeholder={t("cash_advance.ap.advance_placeholder")}
                  notFoundContent={t("cash_advance.ap.none_owed")}
                  showSearch={{ optionFilterProp: "label" }}
                  options={[
                    ...(owedList.data?.data ?? []).map((a) => ({ value: a.id, label: `${a.number} · ${a.employee_name} · ${formatMoneyText(owedOf(a))}` })),
                    // The advance named in the address, even when it owes nothing any more (the form then says so).
                    ...(advance && !(owedList.data?.data ?? []).some((a) => a.id === advance.id) ? [{ value: advance.id, label: `${advance.number} · ${advance.employee_name}` }] : []),
                  ]}
                  data-testid="advance-ap-advance"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="vendor_invoice_number" label={t("cash_advance.ap.reference")} extra={t("cash_advance.ap.reference_hint")} required>
                <Input maxLength={60} data-testid="advance-ap-reference" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={6}>
              <Form.Item name="date" label={t("cash_advance.fields.date")} required {...dateItemProps}>
                <DatePicker style={{ width: "100%" }} format="DD MMM YYYY" allowClear={false} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12} md={6}>
              <Form.Item name="due_date" label={t("cash_advance.ap.due_date")} extra={t("cash_advance.ap.due_date_hint")} {...dateItemProps}>
                <DatePicker style={{ width: "100%" }} format="DD MMM YYYY" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name={["lines", 0, "price"]} label={t("cash_advance.fields.amount")} extra={owed ? t("cash_advance.ap.owed_hint", { amount: formatMoneyText(owed) }) : undefined} required>
                <MoneyInput data-testid="advance-ap-amount" />
              </Form.Item>
            </Col>
            <Col xs={24}>
              <Form.Item name="description" label={t("cash_advance.fields.description")}>
                <Input.TextArea rows={1} maxLength={1000} />
              </Form.Item>
            </Col>
          </Row>
          {advance && (
            <div style={{ marginBottom: 16 }}>
              {owed === null && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t("cash_advance.ap.not_owed")} data-testid="advance-ap-not-owed" />}
              <AdvanceSummary advance={advance} />
            </div>
          )}
          <Space wrap>
            {canPost && (
              <Popconfirm
                title={t("cash_advance.ap.post_confirm")}
                description={t("cash_advance.ap.post_text")}
                okText={t("cash_advance.ap.post")}
                cancelText={t("common.cancel")}
                onConfirm={() => save(true)}
              >
                <Button type="primary" icon={<AuditOutlined />} loading={saving === "post"} disabled={!advance || owed === null} data-testid="advance-ap-post">
                  {t("cash_advance.ap.post")}
                </Button>
              </Popconfirm>
            )}
            <Button icon={<SaveOutlined />} loading={saving === "draft"} disabled={!advance || owed === null} onClick={() => void save(false)} data-testid="advance-ap-draft">
              {t("cash_advance.ap.save_draft")}
            </Button>
            <LinkButton to={`${BASE}/invoice`}>{t("common.back")}</LinkButton>
          </Space>
        </Form>
      </Card>
    </>
  );
}

/**
 * `/transactions/ap-posting/cash-advance-ap/listImage/:id`: the files of a cash advance posted to
 * AP — its own, and the receipts the employee's realisation carries.
 */
export function AdvanceApFilesPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const { id = "" } = useParams();
  const payable = useQuery({ queryKey: keys.of("ap", id), queryFn: () => payableApi.get(id) });
  const advanceId = payable.data?.data.cash_advance_id;
  const advance = useQuery({ queryKey: keys.of("advance", advanceId), queryFn: () => advanceApi.get(advanceId ?? ""), enabled: !!advanceId });
  const realisationId = advance.data?.data.realisation_id;
  const realisation = useQuery({ queryKey: keys.of("realisation", realisationId), queryFn: () => realisationApi.get(realisationId ?? ""), enabled: !!realisationId });
  const current = payable.data?.data;
  return (
    <>
      <PageHeader
        title={t("cash_advance.ap.files_title", { number: current?.number ?? current?.vendor_invoice_number ?? "" })}
        trail={[{ title: t("cash_advance.group") }, { title: t("cash_advance.ap.title") }, { title: t("cash_advance.ap.files") }]}
        actions={
          <Space wrap>
            {current && <LinkButton to={`${AP_DETAIL}/${current.id}`}>{t("cash_advance.ap.open")}</LinkButton>}
            <LinkButton to={BASE}>{t("common.back")}</LinkButton>
          </Space>
        }
      />
      {!current ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <>
          <AttachmentsCard
            documentPath={`${payableApi.path}/${id}`}
            canUpload={ability.can("create", "TxPurchaseInvoice")}
            canDelete={ability.can("delete", "TxPurchaseInvoice")}
          />
          {realisation.data && (
            <>
              <Space style={{ marginTop: 24 }} wrap>
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {t("cash_advance.ap.receipts", { number: realisation.data.data.number ?? "" })}
                </Typography.Title>
                <Link to={`/transactions/cash-advance/realisation/detail/${advanceId}`}>{t("cash_advance.ap.open_realisation")}</Link>
              </Space>
              <AttachmentsCard documentPath={`transactions/cash-advance/realisation/${realisation.data.data.id}`} canUpload={false} canDelete={false} />
            </>
          )}
        </>
      )}
    </>
  );
}

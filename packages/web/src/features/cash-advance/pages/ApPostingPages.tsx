import { AuditOutlined, PaperClipOutlined, SaveOutlined } from "@ant-design/icons";
import { purchaseInvoiceBody } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Alert, Card, Col, Form, Input, Row, Select, Skeleton, Space, Tag, Typography } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { documentColumns, DocumentListPage, DocumentScreen, DocumentStatusTag } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { formatDate, today } from "../../../lib/dates";
import { type AdvancePayable, advanceApi, type CashAdvance, keys, payableApi, realisationApi } from "../api";
import { AdvanceSummary } from "../components/AdvanceSummary";
import { formatMoneyText } from "../components/money";
import { DateField } from "../components/shared";

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
  return (
    <DocumentListPage<AdvancePayable>
      title={t("cash_advance.ap.title")}
      subtitle={t("cash_advance.ap.subtitle")}
      group={t("cash_advance.group")}
      add={[{ to: `${BASE}/invoice`, label: t("cash_advance.ap.add"), resource: "TxPurchaseInvoice", testId: "advance-ap-add" }]}
      queryKey={keys.of("ap")}
      fetch={payableApi.list}
      extraParams={{ kind: "cash_advance" }}
      searchPlaceholder={t("cash_advance.ap.search")}
      rowPath={(row) => `${AP_DETAIL}/${row.id}`}
      testId="advance-ap-table"
      columns={[
        documentColumns.date(t("cash_advance.fields.date")),
        documentColumns.number(t("cash_advance.fields.number")),
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
        documentColumns.amount(t("cash_advance.fields.amount"), "payable_amount", { sorter: false, key: "payable_amount" }),
        documentColumns.amount(t("cash_advance.ap.outstanding"), "outstanding", { sorter: false, key: "outstanding" }),
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
  );
}

/**
 * `/transactions/ap-posting/cash-advance-ap/invoice`: the realised advances on which the employee
 * spent more than they were given and that are not settled yet; one is picked to post to AP.
 */
export function AdvanceApPickPage() {
  const { t } = useTranslation();
  const postPath = (row: CashAdvance) => `${BASE}/add?cash_advance_id=${row.id}`;
  return (
    <DocumentListPage<CashAdvance>
      title={t("cash_advance.ap.pick_title")}
      subtitle={t("cash_advance.ap.pick_subtitle")}
      group={t("cash_advance.group")}
      trailTitle={t("cash_advance.ap.pick")}
      actions={<LinkButton to={BASE}>{t("common.back")}</LinkButton>}
      queryKey={keys.of("advance", "owed")}
      fetch={advanceApi.list}
      extraParams={{ settlement_kind: "top_up" }}
      searchPlaceholder={t("cash_advance.search")}
      rowPath={postPath}
      testId="advance-ap-pick"
      columns={[
        documentColumns.date(t("cash_advance.fields.date")),
        documentColumns.number(t("cash_advance.fields.number")),
        { title: t("cash_advance.fields.employee"), dataIndex: "employee_name", key: "employee_name" },
        documentColumns.amount(t("cash_advance.fields.amount"), "amount"),
        documentColumns.amount(t("cash_advance.fields.realised"), "realised_amount", { key: "realised_amount" }),
        { title: t("cash_advance.ap.owed"), key: "owed", align: "right", render: (_, row) => <Amount value={owedOf(row)} strong /> },
        {
          key: "post",
          width: 150,
          render: (_, row) => (
            <LinkButton size="small" icon={<AuditOutlined />} to={postPath(row)}>
              {t("cash_advance.ap.post")}
            </LinkButton>
          ),
        },
      ]}
    />
  );
}

/** The advance whose shortfall is posted, and a warning when it owes nothing (any more). */
function ChosenAdvance({ advance, owed }: { advance: CashAdvance | undefined; owed: string | null }) {
  const { t } = useTranslation();
  if (!advance) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      {owed === null && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t("cash_advance.ap.not_owed")} data-testid="advance-ap-not-owed" />}
      <AdvanceSummary advance={advance} />
    </div>
  );
}

/**
 * `/transactions/ap-posting/cash-advance-ap/add`: what the company owes the employee on a realised
 * advance, posted as a payable to them (Dr employee advance / Cr accounts payable) to be paid later
 * through purchase payments — saved as a draft for AP posting, or posted at once; either way the
 * payable's screen in AP posting opens, which says where it stands.
 */
export function AdvanceApAddPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const [params] = useSearchParams();
  const [form] = Form.useForm();
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
  const blocked = !advance || owed === null;
  const post = {
    label: t("cash_advance.ap.post"),
    submit: true,
    primary: true,
    icon: <AuditOutlined />,
    disabled: blocked,
    testId: "advance-ap-post",
    confirm: { title: t("cash_advance.ap.post_confirm"), description: t("cash_advance.ap.post_text") },
  };
  const draft = { label: t("cash_advance.ap.save_draft"), icon: <SaveOutlined />, disabled: blocked, testId: "advance-ap-draft" };
  const options = owedList.data?.data ?? [];
  return (
    <DocumentScreen
      api={payableApi}
      id={undefined}
      queryKey={keys.of("ap")}
      refresh={[keys.all, ["transactions"]]}
      resource="TxPurchaseInvoice"
      listPath={`${BASE}/invoice`}
      detailPath={(payable) => `${AP_DETAIL}/${payable.id}`}
      title={() => t("cash_advance.ap.add")}
      trail={[{ title: t("cash_advance.group") }, { title: <Link to={BASE}>{t("cash_advance.ap.title")}</Link> }]}
      form={{
        schema: purchaseInvoiceBody,
        instance: form,
        toBody: (values) => ({ ...values, kind: "cash_advance" }),
        initialValues: { date: today(), cash_advance_id: params.get("cash_advance_id") ?? undefined, advances: [], tag_ids: [] },
        testId: "advance-ap-form",
        buttons: ability.can("read", "TxApPosting") ? [post, draft] : [draft],
      }}
      fields={() => (
        <>
          <Typography.Paragraph type="secondary">{t("cash_advance.ap.add_subtitle")}</Typography.Paragraph>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="cash_advance_id" label={t("cash_advance.ap.advance")} required>
                <Select
                  loading={owedList.isPending}
                  placeholder={t("cash_advance.ap.advance_placeholder")}
                  notFoundContent={t("cash_advance.ap.none_owed")}
                  showSearch={{ optionFilterProp: "label" }}
                  options={[
                    ...options.map((a) => ({ value: a.id, label: `${a.number} · ${a.employee_name} · ${formatMoneyText(owedOf(a))}` })),
                    // The advance named in the address, even when it owes nothing any more (the form then says so).
                    ...(advance && !options.some((a) => a.id === advance.id) ? [{ value: advance.id, label: `${advance.number} · ${advance.employee_name}` }] : []),
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
              <DateField allowClear={false} />
            </Col>
            <Col xs={24} sm={12} md={6}>
              <DateField name="due_date" label={t("cash_advance.ap.due_date")} extra={t("cash_advance.ap.due_date_hint")} required={false} />
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
          <ChosenAdvance advance={advance} owed={owed} />
        </>
      )}
    />
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

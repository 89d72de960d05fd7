import { SwapOutlined } from "@ant-design/icons";
import { settlementBody } from "@neraca/core";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, Form, Input, Popconfirm, Row, Skeleton, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { DocumentActions, documentColumns, DocumentTable, useDocument, useLifecycle } from "../../../components/documents";
import { MoneyInput } from "../../../components/ledger/MoneyInput";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { PrintButton } from "../../../components/PrintPreview";
import { useAbility } from "../../../lib/ability";
import { today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { printSource } from "../../../lib/document-api";
import { toast } from "../../../lib/toast";
import { advanceApi, type CashAdvance, keys, type Settlement, settlementApi } from "../api";
import { AdvanceSummary } from "../components/AdvanceSummary";
import { formatMoneyText } from "../components/money";
import { CashbankSelect, DateField } from "../components/shared";

/** What settles a realised advance now: a refund in, or a top-up out, of at most what is left. */
function SettlementForm({ advance }: { advance: CashAdvance }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const kind = advance.settlement_kind;
  const left = advance.balance.replace(/^-/, "");
  useEffect(() => {
    form.setFieldsValue({ amount: left });
  }, [left, form]);
  if (advance.settlement_status === "paid") return <Alert type="warning" showIcon title={t("cash_advance.refund.not_realised")} />;
  if (!kind) return <Alert type="success" showIcon title={t("cash_advance.refund.settled")} data-testid="refund-settled" />;
  const save = async () => {
    const body = validateWith(form, settlementBody, { ...form.getFieldsValue(true), cash_advance_id: advance.id }, currentLanguage());
    if (!body) return;
    setSaving(true);
    try {
      toast.success((await settlementApi.create(body)).message);
      await queryClient.invalidateQueries({ queryKey: keys.all });
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Alert
        type={kind === "refund" ? "info" : "warning"}
        showIcon
        style={{ marginBottom: 16 }}
        title={t(kind === "refund" ? "cash_advance.refund.kind_refund" : "cash_advance.refund.kind_top_up", { amount: formatMoneyText(left) })}
        description={
          kind === "top_up" && ability.can("create", "TxPurchaseInvoice") ? (
            <Link to={`/transactions/ap-posting/cash-advance-ap/add?cash_advance_id=${advance.id}`} data-testid="refund-post-ap">
              {t("cash_advance.refund.or_post_to_ap")}
            </Link>
          ) : undefined
        }
        data-testid="refund-kind"
      />
      <Form form={form} layout="vertical" onValuesChange={clearErrorsOnChange(form)} initialValues={{ date: today(), amount: left }} data-testid="refund-form">
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <DateField />
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="cashbank_id" label={kind === "refund" ? t("cash_advance.refund.deposit_to") : t("cash_advance.refund.pay_from")} required>
              <CashbankSelect data-testid="refund-cashbank" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="amount" label={t("cash_advance.fields.amount")} required>
              <MoneyInput data-testid="refund-amount" />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="description" label={t("cash_advance.fields.description")}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Popconfirm
          title={t(kind === "refund" ? "cash_advance.refund.confirm_refund" : "cash_advance.refund.confirm_top_up")}
          description={t("cash_advance.refund.confirm_text")}
          okText={t(kind === "refund" ? "cash_advance.refund.save_refund" : "cash_advance.refund.save_top_up")}
          cancelText={t("common.cancel")}
          onConfirm={() => save()}
        >
          <Button type="primary" icon={<SwapOutlined />} loading={saving} data-testid="refund-save">
            {t(kind === "refund" ? "cash_advance.refund.save_refund" : "cash_advance.refund.save_top_up")}
          </Button>
        </Popconfirm>
      </Form>
    </>
  );
}

/** Every refund and top-up of the advance, each cancelled (its journal reversed) or printed in its row. */
function SettlementHistory({ advanceId }: { advanceId: string }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const run = useLifecycle(settlementApi, { refresh: [keys.all] });
  return (
    <Card title={t("cash_advance.refund.history")}>
      <DocumentTable<Settlement>
        queryKey={keys.of("settlement", "of", advanceId)}
        fetch={settlementApi.list}
        extraParams={{ cash_advance_id: advanceId }}
        testId="refund-history"
        columns={[
          documentColumns.date(t("cash_advance.fields.date")),
          documentColumns.number(t("cash_advance.fields.number")),
          { title: t("cash_advance.refund.kind"), dataIndex: "kind", key: "kind", render: (kind: Settlement["kind"]) => t(`cash_advance.refund.kinds.${kind}`) },
          { title: t("cash_advance.fields.cashbank"), dataIndex: "cashbank_name", key: "cashbank_name" },
          documentColumns.amount(t("cash_advance.fields.amount"), "amount"),
          documentColumns.status(t("cash_advance.fields.status")),
          {
            key: "actions",
            render: (_, row) => (
              <Space>
                {row.journal_id && <Link to={`/transactions/journal/detail/${row.journal_id}`}>{t("cash_advance.fields.journal")}</Link>}
                <DocumentActions
                  actions={row.actions}
                  allowed={{ cancel: ability.can("delete", "TxCashAdvance") }}
                  run={(action, note) => run(row.id, action, note)}
                  extra={<PrintButton size="small" iconOnly source={printSource(settlementApi, row)} title={row.number ?? undefined} />}
                />
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

/**
 * `/transactions/cash-advance/refund/detail/:id` (the advance's id): what is left after the
 * realisation, refunded into a cash or bank account or topped up from one, and every refund and
 * top-up of the advance with its print.
 */
export function RefundPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const advance = useDocument(advanceApi, keys.of("advance"), id);
  const current = advance.data?.data;
  return (
    <>
      <PageHeader
        title={t("cash_advance.refund.title", { number: current?.number ?? "" })}
        subtitle={t("cash_advance.refund.subtitle")}
        trail={[{ title: t("cash_advance.group") }, { title: t("cash_advance.advance.title") }, { title: t("cash_advance.refund.history") }]}
        actions={current && <LinkButton to={`/transactions/cash-advance/detail/${current.id}`}>{t("cash_advance.realisation.back")}</LinkButton>}
      />
      <Card style={{ marginBottom: 16 }}>{current ? <AdvanceSummary advance={current} /> : <Skeleton active />}</Card>
      <Card style={{ marginBottom: 16 }}>{current ? <SettlementForm advance={current} /> : <Skeleton active />}</Card>
      <SettlementHistory advanceId={id} />
    </>
  );
}

import { PrinterOutlined } from "@ant-design/icons";
import { type RealisationLine, realisationBody, realisationTotals, money } from "@neraca/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Col, DatePicker, Descriptions, Divider, Form, Input, Row, Skeleton, Space, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { type BarAction, DocumentActions, DocumentStatusTag } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { dateItemProps, today } from "../../../lib/dates";
import { clearErrorsOnChange, showServerErrors, validateWith } from "../../../lib/forms";
import { currentLanguage } from "../../../lib/i18n";
import { printDocument } from "../../../lib/document-api";
import { toast } from "../../../lib/toast";
import { advanceApi, type CashAdvance, keys, pickerApi, type Realisation, realisationApi, type VatTax } from "../api";
import { AdvanceSummary } from "../components/AdvanceSummary";
import { DocumentStateAlert } from "../components/DocumentStateAlert";
import { formatMoneyText } from "../components/money";
import { emptyRealisationLine, RealisationLines } from "../components/RealisationLines";

type Values = { date?: string; description?: string | null; details?: Partial<RealisationLine>[] };

/** The totals as the server will compute them (core's one tax computation), while typing. */
function useTotals(values: Values | undefined, taxes: VatTax[]) {
  return useMemo(() => {
    const rates = new Map(taxes.map((x) => [x.id, { ...x, kind: "vat", buy_account_id: null }]));
    const lines = (values?.details ?? []).map((l) => ({
      account_id: l.account_id ?? "",
      description: null,
      amount: /^\d+(\.\d{1,2})?$/.test(String(l.amount ?? "")) ? String(l.amount) : "0",
      tax_id: l.tax_id && rates.has(l.tax_id) ? l.tax_id : null,
      work_unit_id: null,
      activity_id: null,
      element_id: null,
      tag_ids: [],
    }));
    return realisationTotals(lines, rates);
  }, [values, taxes]);
}

function Difference({ advance, total }: { advance: string; total: string }) {
  const { t } = useTranslation();
  const difference = money(advance).minus(money(total));
  if (difference.isZero()) return <Alert type="success" showIcon title={t("cash_advance.realisation.difference_zero")} data-testid="realisation-difference" />;
  const amount = formatMoneyText(difference.abs().toFixed(2));
  return difference.greaterThan(0) ? (
    <Alert type="info" showIcon title={t("cash_advance.realisation.difference_refund", { amount })} data-testid="realisation-difference" />
  ) : (
    <Alert type="warning" showIcon title={t("cash_advance.realisation.difference_top_up", { amount })} data-testid="realisation-difference" />
  );
}

/** The realisation form of one advance: a new draft, or its draft, pending, approved or rejected realisation. */
function RealisationForm({ advance, realisation }: { advance: CashAdvance; realisation: Realisation | null }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const taxes = useQuery({ queryKey: keys.of("taxes"), queryFn: pickerApi.taxes, staleTime: 60_000 });
  const values = Form.useWatch([], form) as Values | undefined;
  const totals = useTotals(values, taxes.data?.data ?? []);
  useEffect(() => {
    if (realisation)
      form.setFieldsValue({
        date: realisation.date,
        description: realisation.description,
        details: realisation.details.map((d) => ({ ...d, tax_id: d.tax_id ?? "" })),
      });
  }, [realisation, form]);
  const editable = realisation ? realisation.actions.includes("edit") && ability.can("update", "TxCashAdvance") : ability.can("create", "TxCashAdvance");
  const refresh = async (message: string) => {
    toast.success(message);
    await queryClient.invalidateQueries({ queryKey: keys.all });
  };
  const checked = () => validateWith(form, realisationBody, { ...form.getFieldsValue(true), cash_advance_id: advance.id }, currentLanguage());
  const save = async () => {
    const body = checked();
    if (!body) return;
    setSaving(true);
    try {
      const answer = realisation ? await realisationApi.update(realisation.id, body, realisation.version) : await realisationApi.create(body);
      await refresh(answer.message);
    } catch (error) {
      showServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  const run = async (current: Realisation, action: BarAction, note: string | null) => {
    if (action === "submit") {
      if (editable) {
        const body = checked();
        if (!body) throw new Error("invalid");
        await realisationApi.update(current.id, body, current.version).catch((error) => {
          showServerErrors(form, error);
          throw error;
        });
      }
      return refresh((await realisationApi.submit(current.id)).message);
    }
    if (action === "delete") return refresh((await realisationApi.remove(current.id)).message);
    if (action === "cancel") return refresh((await realisationApi.cancel(current.id, note)).message);
    if (action === "approve") return refresh((await realisationApi.approve(current.id, note)).message);
    return refresh((await realisationApi.reject(current.id, note ?? "")).message);
  };
  return (
    <>
      {realisation && (
        <Space wrap style={{ marginBottom: 16, width: "100%", justifyContent: "space-between" }}>
          <Space wrap size={8} data-testid="realisation-heading">
            <DocumentStatusTag status={realisation.status} />
            <Typography.Text strong>{realisation.number ?? t("lifecycle.no_number")}</Typography.Text>
            {realisation.journal_id && <Link to={`/transactions/journal/detail/${realisation.journal_id}`}>{t("cash_advance.open_journal")}</Link>}
          </Space>
          <DocumentActions
            actions={realisation.actions}
            allowed={{ submit: ability.can("create", "TxCashAdvance"), delete: ability.can("delete", "TxCashAdvance"), cancel: ability.can("delete", "TxCashAdvance") }}
            submit={{ label: t("cash_advance.realisation.submit"), confirm: t("cash_advance.realisation.submit_confirm"), description: t("cash_advance.realisation.submit_text") }}
            run={(action, note) => run(realisation, action, note)}
            extra={
              <Button icon={<PrinterOutlined />} onClick={() => void printDocument(realisationApi, realisation)}>
                {t("cash_advance.print")}
              </Button>
            }
          />
        </Space>
      )}
      {realisation && <DocumentStateAlert doc={realisation} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={() => void save()}
        onValuesChange={clearErrorsOnChange(form)}
        disabled={!editable}
        initialValues={{ date: today(), details: [emptyRealisationLine()] }}
        data-testid="realisation-form"
      >
        <Row gutter={16}>
          <Col xs={24} md={6}>
            <Form.Item name="date" label={t("cash_advance.fields.date")} required {...dateItemProps}>
              <DatePicker style={{ width: "100%" }} format="DD MMM YYYY" />
            </Form.Item>
          </Col>
          <Col xs={24} md={18}>
            <Form.Item name="description" label={t("cash_advance.fields.description")}>
              <Input data-testid="realisation-description" />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t("cash_advance.realisation.lines")}</Divider>
        <RealisationLines taxes={taxes.data?.data ?? []} disabled={!editable} />
        <Descriptions size="small" column={{ xs: 1, md: 4 }} style={{ marginTop: 16 }} data-testid="realisation-totals">
          <Descriptions.Item label={t("cash_advance.realisation.advance_amount")}>
            <Amount value={advance.amount} />
          </Descriptions.Item>
          <Descriptions.Item label={t("cash_advance.realisation.expense_total")}>
            <Amount value={totals.expense} />
          </Descriptions.Item>
          <Descriptions.Item label={t("cash_advance.realisation.vat_total")}>
            <Amount value={totals.vat} />
          </Descriptions.Item>
          <Descriptions.Item label={t("cash_advance.realisation.total")}>
            <Amount value={totals.total} strong />
          </Descriptions.Item>
        </Descriptions>
        <Difference advance={advance.amount} total={totals.total} />
        <Space wrap style={{ marginTop: 16 }}>
          {editable && (
            <Button type="primary" htmlType="submit" loading={saving} data-testid="form-save">
              {t("cash_advance.realisation.save")}
            </Button>
          )}
          <LinkButton to={`/transactions/cash-advance/detail/${advance.id}`} disabled={false}>
            {t("cash_advance.realisation.back")}
          </LinkButton>
        </Space>
      </Form>
    </>
  );
}

/**
 * `/transactions/cash-advance/realisation/detail/:id` (the advance's id): its realisation — the
 * expense lines with their receipts attached — saved as a draft, then posted against the advance.
 */
export function RealisationPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const ability = useAbility();
  const advance = useQuery({ queryKey: keys.of("advance", id), queryFn: () => advanceApi.get(id) });
  const realisations = useQuery({ queryKey: keys.of("realisation", "of", id), queryFn: () => realisationApi.list({ cash_advance_id: id, status: undefined, per_page: 20 }) });
  const current = advance.data?.data;
  const realisation = realisations.data?.data.find((r) => r.status !== "cancelled") ?? null;
  return (
    <>
      <PageHeader
        title={t("cash_advance.realisation.title", { number: current?.number ?? "" })}
        subtitle={t("cash_advance.realisation.subtitle")}
        trail={[{ title: t("cash_advance.group") }, { title: t("cash_advance.advance.title") }, { title: t("cash_advance.advance.realise") }]}
      />
      <Card style={{ marginBottom: 16 }}>{current ? <AdvanceSummary advance={current} /> : <Skeleton active />}</Card>
      <Card style={{ marginBottom: 16 }}>
        {!current || realisations.isPending ? (
          <Skeleton active />
        ) : current.status !== "approved" && !realisation ? (
          <Alert type="warning" showIcon title={t("cash_advance.realisation.not_paid")} />
        ) : (
          <RealisationForm key={realisation?.id ?? "new"} advance={current} realisation={realisation} />
        )}
      </Card>
      {realisation && (
        <AttachmentsCard
          documentPath={`transactions/cash-advance/realisation/${realisation.id}`}
          canUpload={ability.can("create", "TxCashAdvance")}
          canDelete={ability.can("delete", "TxCashAdvance")}
        />
      )}
    </>
  );
}

import { AuditOutlined, FileDoneOutlined, SwapOutlined } from "@ant-design/icons";
import { money } from "@neraca/core";
import { useQuery } from "@tanstack/react-query";
import { Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { type DocumentFact, DocumentScreen, DocumentView, type LinkedDocument, LinkedDocuments } from "../../../components/documents";
import { Amount } from "../../../components/ledger/Amount";
import { LinkButton } from "../../../components/LinkButton";
import { useAbility } from "../../../lib/ability";
import { advanceApi, type CashAdvance, keys, payableApi, realisationApi, settlementApi } from "../api";
import { AdvanceSummary } from "../components/AdvanceSummary";

const LIST = "/transactions/cash-advance";
const FOLLOW_UPS_SHOWN_MAX = 100;

/** What a reader of an advance looks for first: how much was paid, how much realised, what came back or was added, what the employee still holds. */
function advanceFigures(t: TFunction, advance: CashAdvance): DocumentFact[] {
  const amount: DocumentFact = { label: t("cash_advance.fields.amount"), value: <Amount value={advance.amount} />, testId: "figure-amount" };
  // Cancelled, its journal reversed: nothing is held, realised or settled any more.
  if (advance.status !== "approved") return [amount];
  const toppedUp = !money(advance.topped_up_amount).isZero();
  return [
    amount,
    { label: t("cash_advance.fields.realised"), value: <Amount value={advance.realised_amount} />, testId: "figure-realised" },
    toppedUp
      ? { label: t("cash_advance.fields.topped_up"), value: <Amount value={advance.topped_up_amount} />, testId: "figure-topped-up" }
      : { label: t("cash_advance.fields.refunded"), value: <Amount value={advance.refunded_amount} />, testId: "figure-refunded" },
    { label: t("cash_advance.fields.balance"), value: <Amount value={advance.balance} />, testId: "figure-balance" },
  ];
}

/** What settled a paid advance, each linked: its realisation, its refunds and top-ups, and what was posted to AP for the employee. */
function AdvanceFollowUps({ advance }: { advance: CashAdvance }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const params = { cash_advance_id: advance.id, status: undefined, per_page: FOLLOW_UPS_SHOWN_MAX };
  const realisations = useQuery({ queryKey: keys.of("realisation", "of", advance.id), queryFn: () => realisationApi.list(params) });
  const settlements = useQuery({ queryKey: keys.of("settlement", "linked", advance.id), queryFn: () => settlementApi.list(params) });
  const payables = useQuery({
    queryKey: keys.of("ap", "of", advance.id),
    queryFn: () => payableApi.list(params),
    enabled: ability.can("read", "TxPurchaseInvoice"),
  });
  const rows: LinkedDocument[] = [
    ...(realisations.data?.data ?? []).map((r) => ({
      id: r.id,
      kind: t("cash_advance.advance.realise"),
      number: r.number,
      date: r.date,
      status: r.status,
      amount: r.total_amount,
      path: `${LIST}/realisation/detail/${advance.id}`,
    })),
    ...(settlements.data?.data ?? []).map((s) => ({
      id: s.id,
      kind: t(`cash_advance.refund.kinds.${s.kind}`),
      number: s.number,
      date: s.date,
      status: s.status,
      amount: s.amount,
      path: `${LIST}/refund/detail/${advance.id}`,
    })),
    ...(payables.data?.data ?? []).map((p) => ({
      id: p.id,
      kind: t("cash_advance.fields.payable"),
      number: p.number,
      date: p.date,
      status: p.status,
      amount: p.payable_amount,
      path: `/transactions/ap-posting/detail/${p.id}`,
    })),
  ];
  if (rows.length === 0) return null;
  return <LinkedDocuments title={t("cash_advance.advance.follow_ups")} amountTitle={t("cash_advance.fields.amount")} rows={rows} testId="advance-follow-ups" />;
}

/**
 * `/transactions/cash-advance/detail/:id`: a paid advance, printed for the employee's signature,
 * then realised and refunded or topped up until it closes; cancelling reverses its journal.
 */
export function AdvanceDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const ability = useAbility();
  return (
    <DocumentScreen
      api={advanceApi}
      id={id}
      queryKey={keys.of("advance")}
      refresh={[keys.all]}
      resource="TxCashAdvance"
      listPath={LIST}
      detailPath={(advance) => `${LIST}/detail/${advance.id}`}
      title={(advance) => t("cash_advance.advance.detail", { number: advance?.number ?? "" })}
      trail={[{ title: t("cash_advance.group") }, { title: <Link to={LIST}>{t("cash_advance.advance.title")}</Link> }]}
      heading={{
        facts: (advance) => (
          <>
            {advance.journal_id && <Link to={`/transactions/journal/detail/${advance.journal_id}`}>{t("cash_advance.open_journal")}</Link>}
            <Typography.Text type="secondary">{t("cash_advance.advance.print_hint")}</Typography.Text>
          </>
        ),
      }}
      print={{ label: t("cash_advance.print"), testId: "advance-print" }}
      actions={(advance) => {
        const paid = advance.status === "approved";
        return (
          <>
            {paid && (
              <LinkButton icon={<FileDoneOutlined />} to={`${LIST}/realisation/detail/${advance.id}`} data-testid="advance-realise">
                {t("cash_advance.advance.realise")}
              </LinkButton>
            )}
            {paid && advance.settlement_kind && (
              <LinkButton type="primary" icon={<SwapOutlined />} to={`${LIST}/refund/detail/${advance.id}`} data-testid="advance-settle">
                {advance.settlement_kind === "refund" ? t("cash_advance.advance.settle_refund") : t("cash_advance.advance.settle_top_up")}
              </LinkButton>
            )}
            {paid && advance.settlement_kind === "top_up" && ability.can("create", "TxPurchaseInvoice") && (
              <LinkButton icon={<AuditOutlined />} to={`/transactions/ap-posting/cash-advance-ap/add?cash_advance_id=${advance.id}`} data-testid="advance-post-ap">
                {t("cash_advance.advance.post_to_ap")}
              </LinkButton>
            )}
          </>
        );
      }}
      readOnly={(advance) => (
        <DocumentView figures={advanceFigures(t, advance)} facts={[]}>
          <AdvanceSummary advance={advance} />
          {advance.status === "approved" && <AdvanceFollowUps advance={advance} />}
        </DocumentView>
      )}
    />
  );
}

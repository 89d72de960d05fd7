import { Descriptions } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Amount } from "../../../components/ledger/Amount";
import { formatDate } from "../../../lib/dates";
import type { CashAdvance } from "../api";
import { SettlementTag } from "./shared";
import { RateFact } from "../../../components/documents/DocumentCurrency";
import { useBaseCurrency } from "../../../lib/session";

/** A paid advance: whose, from where, and what is left of it. */
export function AdvanceSummary({ advance }: { advance: CashAdvance }) {
  const { t } = useTranslation();
  const base = useBaseCurrency();
  const loss = advance.exchange_difference.startsWith("-");
  return (
    <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered data-testid="advance-summary">
      <Descriptions.Item label={t("cash_advance.fields.number")}>{advance.number}</Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.employee")}>{`${advance.employee_code} · ${advance.employee_name}`}</Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.date")}>{formatDate(advance.date)}</Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.request")}>
        <Link to={`/transactions/cash-advance/request/detail/${advance.request_id}`}>{advance.request_number}</Link>
      </Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.cashbank")}>{advance.cashbank_name}</Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.settlement")}>
        {advance.status === "approved" ? <SettlementTag status={advance.settlement_status} /> : "—"}
      </Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.amount")}>
        <Amount value={advance.amount} strong />
      </Descriptions.Item>
      {advance.currency && (
        <>
          <Descriptions.Item label={t("cash_advance.advance.amount_currency", { currency: advance.currency })}>
            <span data-testid="advance-amount-currency">
              <Amount value={advance.amount_currency} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t("currency.rate", { base, currency: advance.currency })}>
            <RateFact rate={advance.rate} date={advance.rate_date} />
          </Descriptions.Item>
          <Descriptions.Item label={`${t("currency.exchange_difference")} (${t(loss ? "currency.loss" : "currency.gain")})`}>
            <Amount value={advance.exchange_difference.replace(/^-/, "")} />
          </Descriptions.Item>
        </>
      )}
      <Descriptions.Item label={t("cash_advance.fields.realised")}>
        <Amount value={advance.realised_amount} />
      </Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.refunded")}>
        <Amount value={advance.refunded_amount} />
      </Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.topped_up")}>
        <Amount value={advance.topped_up_amount} />
      </Descriptions.Item>
      {advance.payable_amount !== "0.00" && (
        <Descriptions.Item label={t("cash_advance.fields.payable")}>
          <Link to={`/transactions/ap-posting/cash-advance-ap`}>
            <Amount value={advance.payable_amount} />
          </Link>
        </Descriptions.Item>
      )}
      <Descriptions.Item label={t("cash_advance.fields.balance")}>
        <span data-testid="advance-balance">
          <Amount value={advance.balance} strong />
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t("cash_advance.fields.description")}>{advance.description ?? "—"}</Descriptions.Item>
    </Descriptions>
  );
}

import { AuditOutlined, FileDoneOutlined, SwapOutlined } from "@ant-design/icons";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { DocumentScreen, DocumentView } from "../../../components/documents";
import { LinkButton } from "../../../components/LinkButton";
import { useAbility } from "../../../lib/ability";
import { advanceApi, keys } from "../api";
import { AdvanceSummary } from "../components/AdvanceSummary";

const LIST = "/transactions/cash-advance";

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
        <DocumentView facts={[]}>
          <AdvanceSummary advance={advance} />
        </DocumentView>
      )}
    />
  );
}

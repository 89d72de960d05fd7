import { AuditOutlined, FileDoneOutlined, PrinterOutlined, SwapOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Skeleton, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { AttachmentsCard } from "../../../components/AttachmentsCard";
import { type BarAction, DocumentActions, DocumentStatusTag } from "../../../components/documents";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { printDocument } from "../../../lib/document-api";
import { toast } from "../../../lib/toast";
import { advanceApi, type CashAdvance, keys } from "../api";
import { AdvanceSummary } from "../components/AdvanceSummary";

/**
 * `/transactions/cash-advance/detail/:id`: a paid advance, printed for the employee's signature,
 * then realised and refunded or topped up until it closes; cancelling reverses its journal.
 */
export function AdvanceDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: keys.of("advance", id), queryFn: () => advanceApi.get(id) });
  const advance = query.data?.data;
  const run = async (current: CashAdvance, action: BarAction, note: string | null) => {
    if (action !== "cancel") return;
    toast.success((await advanceApi.cancel(current.id, note)).message);
    await queryClient.invalidateQueries({ queryKey: keys.all });
  };
  const paid = advance?.status === "approved";
  return (
    <>
      <PageHeader
        title={t("cash_advance.advance.detail", { number: advance?.number ?? "" })}
        subtitle={
          advance && (
            <Space wrap size={8}>
              <DocumentStatusTag status={advance.status} />
              {advance.journal_id && <Link to={`/transactions/journal/detail/${advance.journal_id}`}>{t("cash_advance.open_journal")}</Link>}
              <Typography.Text type="secondary">{t("cash_advance.advance.print_hint")}</Typography.Text>
            </Space>
          )
        }
        trail={[{ title: t("cash_advance.group") }, { title: t("cash_advance.advance.title") }, { title: t("common.detail") }]}
        actions={
          advance && (
            <DocumentActions
              actions={advance.actions}
              allowed={{ cancel: ability.can("delete", "TxCashAdvance") }}
              run={(action, note) => run(advance, action, note)}
              extra={
                <>
                  <Button icon={<PrinterOutlined />} onClick={() => void printDocument(advanceApi, advance)} data-testid="advance-print">
                    {t("cash_advance.print")}
                  </Button>
                  {paid && (
                    <LinkButton icon={<FileDoneOutlined />} to={`/transactions/cash-advance/realisation/detail/${advance.id}`} data-testid="advance-realise">
                      {t("cash_advance.advance.realise")}
                    </LinkButton>
                  )}
                  {paid && advance.settlement_kind && (
                    <LinkButton type="primary" icon={<SwapOutlined />} to={`/transactions/cash-advance/refund/detail/${advance.id}`} data-testid="advance-settle">
                      {advance.settlement_kind === "refund" ? t("cash_advance.advance.settle_refund") : t("cash_advance.advance.settle_top_up")}
                    </LinkButton>
                  )}
                  {paid && advance.settlement_kind === "top_up" && ability.can("create", "TxPurchaseInvoice") && (
                    <LinkButton icon={<AuditOutlined />} to={`/transactions/ap-posting/cash-advance-ap/add?cash_advance_id=${advance.id}`} data-testid="advance-post-ap">
                      {t("cash_advance.advance.post_to_ap")}
                    </LinkButton>
                  )}
                </>
              }
            />
          )
        }
      />
      <Card style={{ marginBottom: 16 }}>{advance ? <AdvanceSummary advance={advance} /> : <Skeleton active />}</Card>
      {advance && (
        <AttachmentsCard
          documentPath={`transactions/cash-advance/${advance.id}`}
          canUpload={ability.can("create", "TxCashAdvance")}
          canDelete={ability.can("delete", "TxCashAdvance")}
        />
      )}
    </>
  );
}

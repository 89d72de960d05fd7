import { PlusOutlined } from "@ant-design/icons";
import { Card } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { RequestTable } from "../components/RequestTable";

/** `/transactions/cash-advance/request`: every request, newest states first by the status filter. */
export function RequestListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t("cash_advance.request.title")}
        subtitle={t("cash_advance.request.subtitle")}
        trail={[{ title: t("cash_advance.group") }, { title: t("cash_advance.request.title") }]}
        actions={
          ability.can("create", "TxCashAdvanceRequest") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to="/transactions/cash-advance/request/add" data-testid="request-add">
              {t("cash_advance.request.add")}
            </LinkButton>
          )
        }
      />
      <Card>
        <RequestTable initialStatus="all" testId="request-table" onOpen={(row) => void navigate(`/transactions/cash-advance/request/detail/${row.id}`)} />
      </Card>
    </>
  );
}

/** `/transactions/cash-advance/request-approval`: requests waiting at a level; the approver's own are marked. */
export function ApprovalListPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={t("cash_advance.approval.title")}
        subtitle={t("cash_advance.approval.subtitle")}
        trail={[{ title: t("cash_advance.group") }, { title: t("cash_advance.approval.title") }]}
        actions={
          ability.can("create", "TxCashAdvanceRequest") && (
            <LinkButton type="primary" icon={<PlusOutlined />} to="/transactions/cash-advance/request-approval/add">
              {t("cash_advance.approval.add")}
            </LinkButton>
          )
        }
      />
      <Card>
        <RequestTable initialStatus="pending" testId="approval-table" onOpen={(row) => void navigate(`/transactions/cash-advance/request-approval/detail/${row.id}`)} />
      </Card>
    </>
  );
}

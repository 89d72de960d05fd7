import { AuditOutlined, BankOutlined, FundOutlined, GlobalOutlined, InboxOutlined, KeyOutlined, MailOutlined, SafetyCertificateOutlined } from "@ant-design/icons";
import { Card, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { BudgetControlPanel } from "../components/BudgetControlPanel";
import { DefaultBankPanel } from "../components/DefaultBankPanel";
import { IntegrationTokensPanel } from "../components/IntegrationTokensPanel";
import { FreightSettingsPanel } from "../components/FreightSettingsPanel";
import { InventorySettingsPanel } from "../components/InventorySettingsPanel";
import { InvitationsPanel } from "../components/InvitationsPanel";
import { ModuleApprovalPanel } from "../components/ModuleApprovalPanel";
import { RolesPanel } from "../components/RolesPanel";

/**
 * `/setting`: roles with their permissions, user invitations, integration tokens, the default bank,
 * the module approval levels, the inventory setting (stock below zero), the freight setting (job accruals)
 * and the budget control. `?tab=` opens one of them.
 */
export function SettingPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const items = [
    {
      key: "roles",
      label: t("settings.roles"),
      icon: <SafetyCertificateOutlined />,
      children: <RolesPanel />,
    },
    {
      key: "invitations",
      label: t("settings.invitations"),
      icon: <MailOutlined />,
      children: <InvitationsPanel />,
    },
    {
      key: "integration-tokens",
      label: t("tokens.tab"),
      icon: <KeyOutlined />,
      children: <IntegrationTokensPanel />,
    },
    {
      key: "default-bank",
      label: t("default_bank.tab"),
      icon: <BankOutlined />,
      children: <DefaultBankPanel />,
    },
    {
      key: "module-approval",
      label: t("module_approval.tab"),
      icon: <AuditOutlined />,
      children: <ModuleApprovalPanel />,
    },
    {
      key: "inventory",
      label: t("inventory_setting.tab"),
      icon: <InboxOutlined />,
      children: <InventorySettingsPanel />,
    },
    {
      key: "freight",
      label: t("freight_setting.tab"),
      icon: <GlobalOutlined />,
      children: <FreightSettingsPanel />,
    },
    {
      key: "budget-control",
      label: t("budget_control.tab"),
      icon: <FundOutlined />,
      children: <BudgetControlPanel />,
    },
  ];
  // The tab asked in the address, among the tabs there are (one list: a tab added is one that opens).
  const requested = params.get("tab");
  const active = items.find((tab) => tab.key === requested)?.key ?? "roles";
  return (
    <>
      <PageHeader title={t("settings.title")} subtitle={t("settings.subtitle")} />
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => setParams({ tab: key }, { replace: true })}
          items={items}
        />
      </Card>
    </>
  );
}

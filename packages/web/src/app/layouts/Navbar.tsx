import {
  AuditOutlined,
  BankOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { Avatar, Badge, Button, Dropdown, Select, Space, Tooltip, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LanguageSwitch } from "../../components/LanguageSwitch";
import { SkinToggle } from "../../components/SkinToggle";
import { useAbility } from "../../lib/ability";
import { APPROVAL_INBOX, useApprovalCount } from "../../lib/approval-count";
import { useSession } from "../../lib/session";
import { useSignOut } from "../../lib/use-sign-out";
import { useSwitchCompany } from "../../lib/use-switch-company";

function CompanySwitcher({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const switchCompany = useSwitchCompany();
  const companies = session.data?.companies ?? [];
  const active = session.data?.user.active_company;
  if (!active) return null;
  if (companies.length < 2) {
    return (
      <Space className="navbar-company" size={6} data-testid="active-company">
        <BankOutlined />
        <Typography.Text strong ellipsis className="navbar-company-name">
          {active.brand_name || active.name}
        </Typography.Text>
      </Space>
    );
  }
  return (
    <Select
      className="company-switcher"
      data-testid="company-switcher"
      aria-label={t("navbar.switch_company")}
      value={active.id}
      suffixIcon={<BankOutlined />}
      popupMatchSelectWidth={false}
      style={{ width: compact ? 130 : 220 }}
      options={companies.map((company) => ({
        value: company.id,
        label: company.brand_name || company.name,
      }))}
      onChange={(companyId: string) => void switchCompany(companyId)}
    />
  );
}

/** The approval inbox in the top bar, its badge counting what waits for me (for who may open it). */
function ApprovalInboxButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = useApprovalCount();
  if (count === null) return null;
  return (
    <Tooltip title={t("approval_inbox.badge")}>
      <Button type="text" onClick={() => void navigate(APPROVAL_INBOX)} aria-label={t("approval_inbox.badge")} data-testid="approval-inbox">
        <Badge count={count} size="small" overflowCount={99} data-testid="approval-badge">
          <AuditOutlined style={{ fontSize: 18 }} />
        </Badge>
      </Button>
    </Tooltip>
  );
}

function UserMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const ability = useAbility();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const user = session.data?.user;
  if (!user) return null;
  const items = [
    { key: "/profile-user", icon: <UserOutlined />, label: t("navbar.my_account") },
    { key: "/profile", icon: <BankOutlined />, label: t("navbar.profile") },
    ...(ability.can("read", "Setting") ? [{ key: "/setting", icon: <SettingOutlined />, label: t("navbar.settings") }] : []),
    { type: "divider" as const },
    { key: "sign-out", icon: <LogoutOutlined />, label: <span data-testid="sign-out">{t("navbar.sign_out")}</span>, danger: true },
  ];
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        items,
        onClick: ({ key }) => (key === "sign-out" ? void signOut() : void navigate(key)),
      }}
    >
      <Button type="text" className="user-menu-button" data-testid="user-menu" aria-label={t("navbar.user_menu")}>
        <Avatar size={30} src={user.avatar ?? undefined} icon={<UserOutlined />} />
        {!compact && (
          <span className="user-menu-text">
            <span className="user-menu-name">{user.user_name}</span>
            <span className="user-menu-role">{user.is_owner ? t("navbar.owner") : t("navbar.member")}</span>
          </span>
        )}
      </Button>
    </Dropdown>
  );
}

/** The top bar: menu toggle, company switcher, language, skin, customizer and the user menu. */
export function Navbar({
  mobile,
  collapsed,
  onToggleMenu,
  onOpenCustomizer,
  start,
  showToggle = true,
}: {
  showToggle?: boolean;
  mobile: boolean;
  collapsed: boolean;
  onToggleMenu: () => void;
  onOpenCustomizer: () => void;
  start?: ReactNode;
}) {
  const { t } = useTranslation();
  const toggleIcon = mobile ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />;
  return (
    <div className="navbar-inner">
      <div className="navbar-start">
        {showToggle && (
          <Button
            type="text"
            icon={toggleIcon}
            onClick={onToggleMenu}
            aria-label={t("navbar.toggle_menu")}
            data-testid="menu-toggle"
          />
        )}
        {start}
        <CompanySwitcher compact={mobile} />
      </div>
      <div className="navbar-end">
        <ApprovalInboxButton />
        <LanguageSwitch />
        <SkinToggle />
        <Button type="text" icon={<SettingOutlined />} onClick={onOpenCustomizer} aria-label={t("customizer.open")} />
        <UserMenu compact={mobile} />
      </div>
    </div>
  );
}

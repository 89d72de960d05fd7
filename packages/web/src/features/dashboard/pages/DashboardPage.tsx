import {
  ApartmentOutlined,
  BankOutlined,
  AuditOutlined,
  CheckCircleOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
} from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Card, Col, List, Row, Statistic, Table, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { useAbility } from "../../../lib/ability";
import { api, type ListResponse } from "../../../lib/api";
import { APPROVAL_INBOX, useApprovalCount } from "../../../lib/approval-count";
import { useSession } from "../../../lib/session";

interface OfficeRow {
  id: string;
  code: string;
  name: string;
  branch: string | null;
  phone: string | null;
  is_head_office: boolean;
}

/** The approval inbox's link, with what waits for me (for who may open the inbox). */
function ApprovalInboxCard() {
  const { t } = useTranslation();
  const count = useApprovalCount();
  if (count === null) return null;
  return (
    <Col xs={24}>
      <Card size="small" data-testid="dashboard-approvals">
        <div className="stat-card">
          <span className="stat-icon">
            <AuditOutlined />
          </span>
          <Typography.Text strong>{t("approval_inbox.dashboard_title")}</Typography.Text>
          <Typography.Text type={count > 0 ? "warning" : "secondary"} data-testid="dashboard-approvals-count">
            {count > 0 ? t("approval_inbox.dashboard_waiting", { count }) : t("approval_inbox.dashboard_none")}
          </Typography.Text>
          <LinkButton type="link" to={APPROVAL_INBOX} data-testid="dashboard-approvals-link">
            {t("approval_inbox.open")}
          </LinkButton>
        </div>
      </Card>
    </Col>
  );
}

function StatCard({ icon, title, value }: { icon: ReactNode; title: string; value: ReactNode }) {
  return (
    <Card>
      <div className="stat-card">
        <span className="stat-icon">{icon}</span>
        <Statistic title={title} value={typeof value === "number" ? value : undefined} formatter={() => value} />
      </div>
    </Card>
  );
}

/** `/dashboard`: the active company and its offices, until the analytics module fills it. */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const ability = useAbility();
  const canOffices = ability.can("read", "MdOffice");
  const offices = useQuery({
    queryKey: ["master-data", "office", "dashboard"],
    queryFn: () => api.get<ListResponse<OfficeRow>>("master-data/office", { params: { per_page: 100, sort: "code" } }),
    enabled: canOffices,
  });
  const user = session.data?.user;
  const company = user?.active_company;
  if (!user || !company) return null;

  const steps = [
    { key: "profile", allowed: ability.can("update", "Setting"), to: "/profile" },
    { key: "offices", allowed: ability.can("create", "MdOffice"), to: "/master-data/office/add" },
    { key: "roles", allowed: ability.can("create", "Setting"), to: "/setting?tab=roles" },
    { key: "invite", allowed: ability.can("create", "Setting"), to: "/setting?tab=invitations" },
  ].filter((step) => step.allowed);

  return (
    <>
      <PageHeader
        title={<span data-testid="dashboard-title">{t("dashboard.welcome", { name: user.user_name })}</span>}
        subtitle={t("dashboard.subtitle")}
      />
      <Row gutter={[20, 20]}>
        <Col xs={12} xl={6}>
          <StatCard
            icon={<BankOutlined />}
            title={t("dashboard.active_company")}
            value={<span data-testid="dashboard-company">{company.name}</span>}
          />
        </Col>
        <Col xs={12} xl={6}>
          <StatCard icon={<IdcardOutlined />} title={t("dashboard.brand")} value={company.brand_name} />
        </Col>
        <Col xs={12} xl={6}>
          <StatCard
            icon={<ApartmentOutlined />}
            title={t("dashboard.offices")}
            value={canOffices ? (offices.data?.meta.total ?? "—") : "—"}
          />
        </Col>
        <Col xs={12} xl={6}>
          <StatCard
            icon={<SafetyCertificateOutlined />}
            title={t("dashboard.your_role")}
            value={user.is_owner ? t("navbar.owner") : t("navbar.member")}
          />
        </Col>
        <ApprovalInboxCard />
        <Col xs={24} xl={16}>
          <Card
            title={t("dashboard.offices_title")}
            extra={
              ability.can("read", "MdOffice") && (
                <LinkButton type="link" to="/master-data/office">
                  {t("dashboard.manage_offices")}
                </LinkButton>
              )
            }
          >
            {canOffices ? (
              <Table<OfficeRow>
                rowKey="id"
                size="middle"
                loading={offices.isPending}
                dataSource={offices.data?.data ?? []}
                pagination={false}
                scroll={{ x: 520 }}
                locale={{ emptyText: t("table.no_data") }}
                columns={[
                  { title: t("fields.code"), dataIndex: "code", width: 100 },
                  {
                    title: t("fields.name"),
                    dataIndex: "name",
                    render: (name: string, row) => (
                      <>
                        {name} {row.is_head_office && <Tag color="green">{t("offices.head_office")}</Tag>}
                      </>
                    ),
                  },
                  { title: t("fields.branch"), dataIndex: "branch", render: (v: string | null) => v ?? "—" },
                  { title: t("fields.phone"), dataIndex: "phone", render: (v: string | null) => v ?? "—" },
                ]}
              />
            ) : (
              <Typography.Text type="secondary">{t("dashboard.offices_no_access")}</Typography.Text>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t("dashboard.getting_started")}>
            {steps.length === 0 ? (
              <Typography.Text type="secondary">{t("dashboard.analytics_soon")}</Typography.Text>
            ) : (
              <List
                dataSource={steps}
                renderItem={(step) => (
                  <List.Item
                    actions={[
                      <LinkButton key="go" size="small" to={step.to}>
                        {t("dashboard.open")}
                      </LinkButton>,
                    ]}
                  >
                    <List.Item.Meta
                      avatar={step.key === "invite" ? <TeamOutlined /> : <CheckCircleOutlined />}
                      title={t(`dashboard.steps.${step.key}`)}
                    />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
}

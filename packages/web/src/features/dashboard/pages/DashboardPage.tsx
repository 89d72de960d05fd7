import { CheckCircleOutlined, ReloadOutlined, TeamOutlined } from "@ant-design/icons";
import { widgetList } from "@neraca/core";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, DatePicker, List, Row, Space, Tooltip, Typography } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../../../components/LinkButton";
import { PageHeader } from "../../../components/PageHeader";
import { RecordSelect } from "../../../components/ledger/RecordSelect";
import { useAbility } from "../../../lib/ability";
import { DATE_FORMAT, formatTime, today } from "../../../lib/dates";
import { useSession } from "../../../lib/session";
import { widgetViews } from "../components/views";
import "../dashboard.css";
import type { DashboardFilters } from "../drill";

/** Each widget grows from its width to fill its row: no gap beside a narrow one whatever the roles leave out. */
const basis = { third: "1 1 340px", half: "1 1 500px", full: "1 1 100%" } as const;

/** When the figures on screen were read: the end of the last round of widget queries. */
function useReadAt(): Date {
  const fetching = useIsFetching({ queryKey: ["dashboard"] });
  const [readAt, setReadAt] = useState(() => new Date());
  useEffect(() => {
    if (fetching === 0) setReadAt(new Date());
  }, [fetching]);
  return readAt;
}

/** The company's setup steps the user may take (a new company starts here). */
function GettingStarted() {
  const { t } = useTranslation();
  const ability = useAbility();
  const steps = [
    { key: "profile", allowed: ability.can("update", "Setting"), to: "/profile" },
    { key: "offices", allowed: ability.can("create", "MdOffice"), to: "/master-data/office/add" },
    { key: "roles", allowed: ability.can("create", "Setting"), to: "/setting?tab=roles" },
    { key: "invite", allowed: ability.can("create", "Setting"), to: "/setting?tab=invitations" },
  ].filter((step) => step.allowed);
  if (steps.length === 0) return null;
  return (
    <Card title={t("dashboard.getting_started")} size="small">
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
            <List.Item.Meta avatar={step.key === "invite" ? <TeamOutlined /> : <CheckCircleOutlined />} title={t(`dashboard.steps.${step.key}`)} />
          </List.Item>
        )}
      />
    </Card>
  );
}

/**
 * `/dashboard`: every widget the user's roles may read (each domain's, from core's manifests), each
 * with its own query and skeleton, drawn by its view; a date the figures are as of and an office;
 * every figure drills down to its report with the same filters.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const ability = useAbility();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<DashboardFilters>(() => ({ date: today(), officeId: null }));
  const readAt = useReadAt();
  const user = session.data?.user;
  const company = user?.active_company;
  if (!user || !company) return null;
  const widgets = widgetList.filter((w) => ability.can("read", w.resource as never));
  const isToday = filters.date === today();
  const asOf = isToday ? formatTime(readAt.toISOString()) : dayjs(filters.date).format("DD MMM YYYY");

  return (
    <>
      <PageHeader
        title={<span data-testid="dashboard-title">{t("dashboard.welcome", { name: user.user_name })}</span>}
        subtitle={
          <>
            <span data-testid="dashboard-company">{company.name}</span>
            {" · "}
            <Tooltip title={t("analytics.as_of_hint")}>
              <span data-testid="dashboard-as-of">{t("analytics.as_of", { time: asOf })}</span>
            </Tooltip>
          </>
        }
        actions={
          <Space wrap>
            <DatePicker
              value={dayjs(filters.date)}
              format="DD MMM YYYY"
              allowClear={false}
              aria-label={t("analytics.date")}
              data-testid="dashboard-date"
              onChange={(value) => value && setFilters((f) => ({ ...f, date: value.format(DATE_FORMAT) }))}
            />
            <RecordSelect
              kind="office"
              allowClear
              value={filters.officeId ?? undefined}
              onChange={(value: unknown) => setFilters((f) => ({ ...f, officeId: (value as string | undefined) ?? null }))}
              placeholder={t("analytics.all_offices")}
              aria-label={t("analytics.office")}
              style={{ width: 200 }}
              data-testid="dashboard-office"
            />
            <Tooltip title={t("analytics.refresh")}>
              <Button icon={<ReloadOutlined />} aria-label={t("analytics.refresh")} onClick={() => void queryClient.invalidateQueries({ queryKey: ["dashboard"] })} />
            </Tooltip>
          </Space>
        }
      />
      <Row gutter={[20, 20]}>
        {widgets.map((widget) => {
          const View = widgetViews[widget.view];
          return (
            <Col key={widget.name} flex={basis[widget.width]} style={{ minWidth: 0 }}>
              <View widget={widget} filters={filters} />
            </Col>
          );
        })}
        {widgets.length === 0 && (
          <Col xs={24}>
            <Typography.Text type="secondary">{t("analytics.no_widgets")}</Typography.Text>
          </Col>
        )}
        <Col xs={24} xl={12}>
          <GettingStarted />
        </Col>
      </Row>
    </>
  );
}

import { ReloadOutlined } from "@ant-design/icons";
import type { WidgetDefinition } from "@neraca/core";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { Alert, Button, Card, Empty, Skeleton, Space, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LinkButton } from "../../../components/LinkButton";
import { useAbility } from "../../../lib/ability";
import { api } from "../../../lib/api";
import { useUiLanguage } from "../../../lib/i18n";
import { type DashboardFilters, drillPath, widgetParams } from "../drill";

export interface WidgetAnswer<T> {
  data: T;
  date: string;
  as_of: string;
}

/** One widget's own query: a slow widget never holds the others back. */
export function useWidget<T>(widget: WidgetDefinition, filters: DashboardFilters): UseQueryResult<WidgetAnswer<T>> {
  const language = useUiLanguage();
  const params = widgetParams(filters);
  return useQuery({
    queryKey: ["dashboard", widget.name, params, language],
    queryFn: ({ signal }) => api.get<WidgetAnswer<T>>(`dashboard/${widget.name}`, { params, signal, silent: true }),
    staleTime: 30_000,
  });
}

/** A new company's widget: what it lacks, and the first steps the user may take. */
export function WidgetEmpty({ widget }: { widget: WidgetDefinition }) {
  const language = useUiLanguage();
  const ability = useAbility();
  const steps = (widget.empty?.steps ?? []).filter((s) => ability.can("create", s.resource as never));
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={widget.empty?.text[language]} data-testid={`widget-empty-${widget.name}`}>
      <Space wrap>
        {steps.map((step, i) => (
          <LinkButton key={step.path} type={i === 0 ? "primary" : "default"} to={step.path}>
            {step.text[language]}
          </LinkButton>
        ))}
      </Space>
    </Empty>
  );
}

/**
 * The frame of a widget: its title, a link to its report with the dashboard's filters, a skeleton
 * while it loads, its error with a retry, and its body once there.
 */
export function WidgetCard<T>({
  widget,
  filters,
  query,
  children,
}: {
  widget: WidgetDefinition;
  filters: DashboardFilters;
  query: UseQueryResult<WidgetAnswer<T>>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <Card
      title={widget.title[language]}
      data-testid={`widget-${widget.name}`}
      className="dashboard-widget"
      extra={
        widget.drill.period !== "none" && (
        <LinkButton type="link" size="small" to={drillPath(widget, filters)} data-testid={`widget-${widget.name}-report`}>
          {t("analytics.open_report")}
        </LinkButton>
        )
      }
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} data-testid={`widget-${widget.name}-loading`} />
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          title={<Typography.Text>{t("analytics.failed")}</Typography.Text>}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
              {t("analytics.retry")}
            </Button>
          }
        />
      ) : (
        children(query.data.data)
      )}
    </Card>
  );
}

import { Button, Card, Empty, Result, Spin } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/PageHeader";
import { useUiLanguage } from "../../../lib/i18n";
import type { ReportDefinition, ReportFilters } from "../report-query";
import { ExportButtons } from "./ExportButtons";
import { ReportFilterBar } from "./ReportFilterBar";

export interface ReportState {
  /** The user's roles do not include reading this report. */
  forbidden?: boolean;
  /** Nothing to show yet (first load). */
  loading: boolean;
  /** A newer answer is on its way (filters changed); the previous one stays on screen. */
  fetching: boolean;
  failed: boolean;
  /** Why it failed, as the server said (a filter it refused), when it said. */
  failure?: string;
  empty: boolean;
  retry: () => void;
}

/** The empty state of a report: the spec's text and what to do about it. */
export function ReportEmpty({ hint }: { hint?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <div className="report-empty-title">{t("table.no_data")}</div>
          <div className="report-empty-hint">{hint ?? t("reports.empty.hint")}</div>
        </>
      }
      data-testid="report-empty"
    />
  );
}

/**
 * The frame of every report screen (DESIGN §8), driven by the report's core definition: title, Excel,
 * PDF and CSV buttons, the filters its query takes, then the report itself, a loading state, a
 * failure with a retry, an empty state, or why the user may not read it.
 */
export function ReportScreen({
  definition,
  title,
  filters,
  params,
  update,
  state,
  status,
  children,
}: {
  definition: ReportDefinition;
  /** The definition's title unless a page names itself otherwise. */
  title?: string;
  filters: ReportFilters;
  params: Record<string, string>;
  update: (change: Partial<ReportFilters>) => void;
  state: ReportState;
  /** Beside the filters' result: "balanced", counts… */
  status?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const heading = title ?? definition.report.title[language];
  let body: ReactNode;
  if (state.forbidden) {
    body = <Result status="403" title={t("reports.forbidden")} data-testid="report-forbidden" />;
  } else if (state.loading) {
    body = (
      <div className="report-loading" data-testid="report-loading">
        <Spin size="large" />
      </div>
    );
  } else if (state.failed && state.empty) {
    body = (
      <Result
        status="warning"
        title={t("reports.failed")}
        subTitle={state.failure}
        extra={
          <Button type="primary" onClick={state.retry}>
            {t("reports.retry")}
          </Button>
        }
      />
    );
  } else if (state.empty) {
    body = <ReportEmpty />;
  } else {
    body = (
      <Spin spinning={state.fetching} delay={200}>
        {children}
      </Spin>
    );
  }
  return (
    <div className="report-screen" data-testid={`report-${definition.name}`}>
      <PageHeader
        title={heading}
        subtitle={t(`reports.subtitles.${definition.name}`, { defaultValue: "" })}
        trail={[{ title: t("menu.reports") }, { title: heading }]}
        actions={<ExportButtons report={definition.report} params={params} disabled={state.loading || !!state.forbidden} />}
      />
      <Card className="report-filter-card" size="small">
        <ReportFilterBar definition={definition} filters={filters} update={update} />
      </Card>
      <Card className="report-card" size="small">
        {status && !state.loading && !state.empty && <div className="report-status">{status}</div>}
        {body}
      </Card>
    </div>
  );
}

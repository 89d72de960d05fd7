import { keepPreviousData, useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useCallback, useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useUiLanguage } from "../../lib/i18n";
import type { ReportDefinition as CoreReportDefinition, ReportResponse } from "@neraca/core";
import { reportApi } from "./api";
import { applyChange, parseFilters, type ReportDefinition, type ReportFilters, reportParams } from "./report-query";

const REPORT_STALE_MS = 30_000;

/**
 * A report's filters, read from and written to the address (replacing the history entry, so the
 * back button leaves the report rather than stepping through every filter). The address is made
 * explicit on arrival: a reload tomorrow shows today's period, not tomorrow's.
 */
export function useReportFilters(definition: ReportDefinition) {
  const [search, setSearch] = useSearchParams();
  const today = useMemo(() => dayjs().format("YYYY-MM-DD"), []);
  const filters = useMemo(() => parseFilters(search, today), [search, today]);
  const params = useMemo(() => reportParams(definition, filters), [definition, filters]);
  const normalised = new URLSearchParams(params).toString();
  useEffect(() => {
    if (normalised !== search.toString()) setSearch(new URLSearchParams(normalised), { replace: true });
  }, [normalised, search, setSearch]);
  const update = useCallback(
    (change: Partial<ReportFilters>) => setSearch(reportParams(definition, applyChange(filters, change)), { replace: true }),
    [definition, filters, setSearch],
  );
  return { filters, params, update };
}

/** A report's data in the UI language (the API names sections and columns in it). */
export function useReport<R extends CoreReportDefinition>(report: R, params: Record<string, string>, enabled = true) {
  const language = useUiLanguage();
  return useQuery({
    queryKey: ["report", report.name, params, language],
    queryFn: async ({ signal }): Promise<ReportResponse<R>> => (await reportApi.get(report, params, signal)).data,
    enabled,
    placeholderData: keepPreviousData,
    staleTime: REPORT_STALE_MS,
  });
}

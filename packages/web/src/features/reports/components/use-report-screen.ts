import type { ReportData } from "../api";
import { useReport, useReportFilters } from "../hooks";
import type { ReportDefinition } from "../report-query";
import type { ReportState } from "./ReportScreen";

/** Filters from the address, the report's data and its screen state, in one call per page. */
export function useReportScreen<D extends ReportDefinition>(definition: D, isEmpty: (data: ReportData[D["name"]]) => boolean) {
  const { filters, params, update } = useReportFilters(definition);
  const query = useReport(definition.name as D["name"], params);
  const data = query.data;
  const state: ReportState = {
    loading: query.isPending,
    fetching: query.isFetching && !query.isPending,
    failed: query.isError,
    empty: !data || isEmpty(data),
    retry: () => void query.refetch(),
  };
  return { filters, params, update, data, state };
}

import type { ReportResponse } from "@neraca/core";
import { useAbility } from "../../../lib/ability";
import { ApiError } from "../../../lib/api-client";
import { useReport, useReportFilters } from "../hooks";
import type { ReportDefinition } from "../report-query";
import type { ReportState } from "./ReportScreen";

/**
 * Filters from the address, the report's data and its screen state, in one call per page. Without
 * `read` on the definition's resource nothing is asked of the API and the screen says why.
 */
export function useReportScreen<D extends ReportDefinition>(definition: D, isEmpty: (data: ReportResponse<D["report"]>) => boolean) {
  const { filters, params, update } = useReportFilters(definition);
  const allowed = useAbility().can("read", definition.resource);
  const query = useReport(definition.report as D["report"], params, allowed);
  const data = query.data;
  const state: ReportState = {
    forbidden: !allowed,
    loading: allowed && query.isPending,
    fetching: query.isFetching && !query.isPending,
    failed: query.isError,
    failure: query.error instanceof ApiError ? query.error.detail : undefined,
    empty: !data || isEmpty(data),
    retry: () => void query.refetch(),
  };
  // What ReportScreen takes, to spread on it.
  const screen = { definition, filters, params, update, state };
  return { filters, params, update, data, state, screen };
}

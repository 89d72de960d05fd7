import { featurePages, type PageMap } from "../../../app/lazy-page";

const page = featurePages(() => import("./chunk"));

/**
 * The cash-advance reports live with the report framework's screen (a feature may not reach into
 * another's folder), in a chunk of their own.
 */
export const routes: PageMap = {
  "/report/cash-advance": page("CashAdvanceReportPage"),
  "/report/cash-advance/detail": page("CashAdvanceDetailReportPage"),
};

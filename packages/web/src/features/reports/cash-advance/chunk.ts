import { loadReportTexts } from "../../../locales/reports";
import "../reports.css";

// The cash-advance reports (issue #14): their own chunk, on the report framework's screen.
loadReportTexts();

export { CashAdvanceDetailReportPage, CashAdvanceReportPage } from "./CashAdvanceReportPages";

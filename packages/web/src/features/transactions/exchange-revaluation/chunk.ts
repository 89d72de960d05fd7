export { RevaluationListPage, RevaluationScreen } from "./pages/RevaluationPages";

import { loadDashboardTexts } from "../../locales/dashboard";

loadDashboardTexts();

export { DashboardPage } from "./pages/DashboardPage";

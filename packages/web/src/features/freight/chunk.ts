import { loadFreightTexts } from "../../locales/freight";

loadFreightTexts();

export { AccrualListPage, AccrualScreen } from "./pages/AccrualPages";
export { BatchListPage, BatchScreen, GenerateScreen } from "./pages/GeneratePages";
export { JobListPage, JobScreen } from "./pages/JobPages";

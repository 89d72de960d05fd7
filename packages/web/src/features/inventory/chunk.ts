import { loadInventoryTexts } from "../../locales/inventory";

loadInventoryTexts();

export { AdjustmentListPage, AdjustmentScreen } from "./pages/AdjustmentPages";
export { TransferListPage, TransferScreen } from "./pages/TransferPages";
export { LandedCostListPage, LandedCostScreen } from "./pages/LandedCostPages";

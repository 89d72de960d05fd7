import { type MenuKey, mainScreen, type Screen, type ScreenDomain } from "../screen.js";

const report = (path: string, key: MenuKey, icon: string, order: number): Screen =>
  mainScreen(path, "read", "ReportInventory", { key, icon, group: "inventory", order });

/** Inventory (issue 28): the stock card and the valuation at a date. */
export const inventoryScreens: ScreenDomain = {
  name: "inventory",
  titles: {
    inventory: { en: "Inventory", id: "Persediaan" },
    report_stock_card: { en: "Stock card", id: "Kartu stok" },
    report_inventory_valuation: { en: "Inventory valuation", id: "Nilai persediaan" },
  },
  groups: { inventory: { icon: "database", order: 47 } },
  screens: [
    report("/report/stock-card", "report_stock_card", "table", 10),
    report("/report/inventory-valuation", "report_inventory_valuation", "calculator", 20),
  ],
};

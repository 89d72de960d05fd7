import { listAddDetail, type MenuEntry, type MenuKey, mainScreen, masterDataMenu, type Screen, type ScreenDomain } from "../screen.js";

const report = (path: string, key: MenuKey, icon: string, order: number): Screen =>
  mainScreen(path, "read", "ReportInventory", { key, icon, group: "inventory", order });

const inventory = (key: MenuKey, icon: string, order: number): MenuEntry => ({ key, icon, group: "inventory", order });

/** Inventory (issue 28): stock opname, transfers, the stock card and the valuation at a date. */
export const inventoryScreens: ScreenDomain = {
  name: "inventory",
  titles: {
    inventory: { en: "Inventory", id: "Persediaan" },
    warehouse: { en: "Warehouses", id: "Gudang" },
    stock_adjustment: { en: "Stock opname", id: "Stok opname" },
    stock_transfer: { en: "Stock transfers", id: "Mutasi stok" },
    landed_cost: { en: "Landed costs", id: "Biaya perolehan tambahan" },
    report_stock_card: { en: "Stock card", id: "Kartu stok" },
    report_inventory_valuation: { en: "Inventory valuation", id: "Nilai persediaan" },
    report_gross_profit: { en: "Gross profit", id: "Laba kotor" },
    report_slow_moving: { en: "Slow-moving stock", id: "Stok lambat bergerak" },
  },
  groups: { inventory: { icon: "database", order: 47 } },
  screens: [
    ...listAddDetail("/master-data/warehouse", "MdWarehouse", masterDataMenu("warehouse", "database", 125)),
    ...listAddDetail("/transactions/stock-adjustment", "TxStockAdjustment", inventory("stock_adjustment", "copy", 2)),
    ...listAddDetail("/transactions/stock-transfer", "TxStockTransfer", inventory("stock_transfer", "transfer", 4)),
    ...listAddDetail("/transactions/landed-cost", "TxLandedCost", inventory("landed_cost", "money", 6)),
    report("/report/stock-card", "report_stock_card", "table", 10),
    report("/report/inventory-valuation", "report_inventory_valuation", "calculator", 20),
    report("/report/gross-profit", "report_gross_profit", "rise", 30),
    report("/report/slow-moving", "report_slow_moving", "calendar", 40),
  ],
};

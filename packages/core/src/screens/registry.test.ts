import { describe, expect, it } from "vitest";
import { buildAbility, manageAll } from "../permissions/index.js";
import { buildMenus, matchScreen, screens } from "./registry.js";

describe("screen registry", () => {
  it("gives the owner every menu, grouped", () => {
    const menus = buildMenus(buildAbility(manageAll), "en");
    const keys = menus.map((m) => m.key);
    expect(keys).toContain("dashboard");
    expect(keys).toEqual(["dashboard", "master_data", "cash_bank", "general_ledger", "sales", "purchasing", "payables", "cash_advance", "inventory", "freight", "budgeting", "reports", "sales_reports", "setting"]);
    const master = menus.find((m) => m.key === "master_data");
    expect(master?.children?.map((c) => c.route)).toEqual([
      "/master-data/office",
      "/master-data/user",
      "/master-data/chart-of-account",
      "/master-data/setting-coa-default",
      "/master-data/prefix/add",
      "/master-data/work-unit",
      "/master-data/coa-main-group-activity",
      "/master-data/coa-group-activity",
      "/master-data/coa-activity",
      "/master-data/element-main-group-activity",
      "/master-data/element-group-activity",
      "/master-data/element-activity",
      "/master-data/tag",
      "/master-data/contact",
      "/master-data/contact/home",
      "/master-data/cashbank",
      "/master-data/cashbank/all",
      "/master-data/product",
      "/master-data/unit",
      "/master-data/product-brand",
      "/master-data/product-category",
      "/master-data/product-sub-category",
      "/master-data/warehouse",
      "/master-data/tax",
      "/master-data/exchange-rate",
      "/master-data/employee",
      "/master-data/seaport",
      "/master-data/airport",
      "/master-data/integration-category",
      "/master-data/intergration",
      "/master-data/activity-integration",
    ]);
    const ledger = menus.find((m) => m.key === "general_ledger");
    expect(ledger?.title).toBe("General ledger");
    expect(ledger?.children?.map((c) => c.route)).toEqual([
      "/transactions/journal",
      "/transactions/draft-journal",
      "/transactions/journal-template",
      "/transactions/beginning-balance",
      "/transactions/exchange-revaluation",
      "/transactions/closing",
      "/transactions/module-approval",
    ]);
  });

  it("shows the general ledger group only with what the roles may read", () => {
    const menus = buildMenus(
      buildAbility([
        { action: "read", subject: "TxJournal" },
        { action: "create", subject: "TxClosing" },
        { action: "read", subject: "MdTag" },
      ]),
      "id",
    );
    expect(menus.map((m) => m.key)).toEqual(["master_data", "general_ledger"]);
    expect(menus[0]?.children?.map((c) => c.title)).toEqual(["Tag"]);
    expect(menus[1]).toMatchObject({ title: "Buku besar", children: [{ key: "journal", title: "Jurnal", route: "/transactions/journal" }] });
  });

  it("asks create on add and upload routes and read on the others (spec §6)", () => {
    for (const s of screens) {
      if (!s.permission || !/^\/(master-data|transactions)\//.test(s.path)) continue;
      const creates = /\/add(\/|$)|\/upload$|\/invoice$|\/bacc-ar\/receive$/.test(s.path);
      expect(s.permission.action, s.path).toBe(creates ? "create" : "read");
    }
    expect(matchScreen("/transactions/journal/detailreport/abc")?.permission).toEqual({ action: "read", resource: "TxJournal" });
    expect(matchScreen("/transactions/journal-template/add")?.permission).toEqual({ action: "create", resource: "MdJournalTemplate" });
  });

  it("lists the accounting reports under Reports, all reading ReportAccounting (spec §2)", () => {
    const reportPaths = [
      "/report/trial-balance",
      "/report/ledger",
      "/report/journal",
      "/report/journalreport",
      "/report/work-sheet",
      "/report/balance-sheet",
      "/report/balance-sheet-comparison",
      "/report/profit-loss",
      "/report/monthly-mutation",
      "/report/audit",
    ];
    const owner = buildMenus(buildAbility(manageAll), "en").find((m) => m.key === "reports");
    expect(owner?.title).toBe("Reports");
    expect(owner?.children?.filter((c) => c.resource === "ReportAccounting").map((c) => c.route)).toEqual(reportPaths);
    for (const path of reportPaths) {
      expect(matchScreen(path), path).toMatchObject({ permission: { action: "read", resource: "ReportAccounting" }, shouldLogin: true, layout: "main" });
    }
    // A reader of reports only (the spec's manager role) sees the reports and nothing else.
    const manager = buildMenus(buildAbility([{ action: "read", subject: "ReportAccounting" }]), "id");
    expect(manager.map((m) => m.key)).toEqual(["reports"]);
    expect(manager[0]?.title).toBe("Laporan");
    expect(manager[0]?.children?.[0]).toMatchObject({ title: "Neraca saldo", route: "/report/trial-balance" });
  });

  it("omits what the ability does not allow, and empty groups", () => {
    const menus = buildMenus(buildAbility([{ action: "read", subject: "Setting" }]), "id");
    expect(menus).toEqual([
      { key: "setting", title: "Pengaturan", route: "/setting", icon: "setting", resource: "Setting", action: "read" },
    ]);
    expect(buildMenus(buildAbility([]), "en")).toEqual([]);
  });

  it("matches concrete paths to their screen", () => {
    expect(matchScreen("/master-data/office/detail/abc")?.path).toBe("/master-data/office/detail/:id");
    expect(matchScreen("/auth/login/")?.path).toBe("/auth/login");
    expect(matchScreen("/nope")).toBeUndefined();
  });

  it("declares a permission for every menu screen and no duplicate paths", () => {
    const paths = screens.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const s of screens) if (s.menu) expect(s.permission).toBeDefined();
  });
});

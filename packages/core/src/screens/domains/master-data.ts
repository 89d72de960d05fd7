import { listAddDetail, mainScreen, masterDataMenu, type ScreenDomain } from "../screen.js";

/**
 * Contacts, products, taxes, cash and bank accounts, employees, ports and integrations (issue 5).
 * `contact/home` is the spec's contactHome list and `cashbank/all` its cashbankAll list.
 */
export const masterDataScreens: ScreenDomain = {
  name: "master-data",
  titles: {
    contact: { en: "Contacts", id: "Kontak" },
    contact_home: { en: "Contacts overview", id: "Ikhtisar kontak" },
    cashbank: { en: "Cash and bank accounts", id: "Akun kas dan bank" },
    cashbank_all: { en: "All cash and bank", id: "Semua kas dan bank" },
    product: { en: "Products", id: "Produk" },
    unit: { en: "Units of measure", id: "Satuan" },
    product_brand: { en: "Product brands", id: "Merek produk" },
    product_category: { en: "Product categories", id: "Kategori produk" },
    product_sub_category: { en: "Product sub-categories", id: "Subkategori produk" },
    tax: { en: "Taxes", id: "Pajak" },
    employee: { en: "Employees", id: "Karyawan" },
    seaport: { en: "Seaports", id: "Pelabuhan laut" },
    airport: { en: "Airports", id: "Bandar udara" },
    integration_category: { en: "Integration categories", id: "Kategori integrasi" },
    integration: { en: "Integrations", id: "Integrasi" },
    activity_integration: { en: "Activity integrations", id: "Aktivitas integrasi" },
  },
  screens: [
    ...listAddDetail("/master-data/contact", "MdContact", masterDataMenu("contact", "contacts", 100)),
    mainScreen("/master-data/contact/home", "read", "MdContact", masterDataMenu("contact_home", "solution", 101)),
    ...listAddDetail("/master-data/cashbank", "MdCashbank", masterDataMenu("cashbank", "wallet", 110)),
    mainScreen("/master-data/cashbank/all", "read", "MdCashbank", masterDataMenu("cashbank_all", "bank", 111)),
    ...listAddDetail("/master-data/product", "MdProduct", masterDataMenu("product", "shopping", 120)),
    ...listAddDetail("/master-data/unit", "MdUnit", masterDataMenu("unit", "unit", 121)),
    ...listAddDetail("/master-data/product-brand", "MdProductBrand", masterDataMenu("product_brand", "trademark", 122)),
    ...listAddDetail("/master-data/product-category", "MdProductCategory", masterDataMenu("product_category", "folder", 123)),
    ...listAddDetail("/master-data/product-sub-category", "MdProductSubCategory", masterDataMenu("product_sub_category", "folder-open", 124)),
    ...listAddDetail("/master-data/tax", "MdTax", masterDataMenu("tax", "percentage", 130)),
    ...listAddDetail("/master-data/employee", "MdEmployee", masterDataMenu("employee", "idcard", 140)),
    ...listAddDetail("/master-data/seaport", "MdSeaport", masterDataMenu("seaport", "compass", 150)),
    ...listAddDetail("/master-data/airport", "MdAirport", masterDataMenu("airport", "global", 151)),
    ...listAddDetail("/master-data/integration-category", "MdIntegrationCategory", masterDataMenu("integration_category", "cluster", 160)),
    ...listAddDetail("/master-data/intergration", "MdIntegration", masterDataMenu("integration", "api", 161)),
    ...listAddDetail("/master-data/activity-integration", "MdActivityIntegration", masterDataMenu("activity_integration", "branches", 162)),
  ],
};

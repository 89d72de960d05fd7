import { defineDomain } from "../manifest.js";
import { inventoryScreens } from "../screens/domains/inventory.js";
import { inventoryWidgets } from "./widgets.js";

/** Server messages of inventory (issue 28), English and Indonesian. */
export const inventoryMessages = {
  print_sales_return: { en: "Credit note (sales return)", id: "Nota kredit (retur penjualan)" },
  print_purchase_return: { en: "Debit note (purchase return)", id: "Nota debit (retur pembelian)" },
  print_stock_adjustment: { en: "Stock opname report", id: "Berita acara stok opname" },
  print_stock_transfer: { en: "Stock transfer note", id: "Surat mutasi stok" },
  print_landed_cost: { en: "Landed cost allocation", id: "Alokasi biaya perolehan" },
  print_return_invoice: { en: "Invoice returned against", id: "Faktur yang diretur" },
  print_buyer_return_number: { en: "Buyer's nota retur (Coretax)", id: "Nota retur pembeli (Coretax)" },
  print_reason: { en: "Reason", id: "Alasan" },
  print_returned: { en: "Returned", id: "Diretur" },
  print_goods_cost: { en: "Goods at cost", id: "Harga pokok barang" },
  print_on_hand: { en: "On hand", id: "Stok tercatat" },
  print_counted: { en: "Counted", id: "Hasil hitung" },
  print_difference: { en: "Difference", id: "Selisih" },
  print_value: { en: "Value", id: "Nilai" },
  print_adjustment_account: { en: "Adjustment account", id: "Akun selisih" },
  print_from_office: { en: "From office", id: "Dari kantor" },
  print_to_office: { en: "To office", id: "Ke kantor" },
  print_warehouse: { en: "Warehouse", id: "Gudang" },
  print_from_warehouse: { en: "From warehouse", id: "Dari gudang" },
  print_to_warehouse: { en: "To warehouse", id: "Ke gudang" },
  print_cost: { en: "Cost", id: "Harga pokok" },
  print_goods_receipt: { en: "Goods receipt", id: "Penerimaan barang" },
  print_allocation: { en: "Allocated by", id: "Dialokasikan menurut" },
  print_allocation_value: { en: "value", id: "nilai" },
  print_allocation_quantity: { en: "quantity", id: "kuantitas" },
  print_share: { en: "Share", id: "Bagian" },
  print_to_stock: { en: "To stock on hand", id: "Ke persediaan" },
  print_to_cogs: { en: "To cost of goods sold", id: "Ke HPP" },
  print_delivered_by: { en: "Sent by", id: "Dikirim oleh" },
  stock_corrected_since: {
    en: "{product} left stock below zero at {office}, and {number} has corrected its cost since: cancel {number} first.",
    id: "{product} keluar melebihi stok di {office}, dan {number} sudah mengoreksi harga pokoknya: batalkan {number} terlebih dahulu.",
  },
  stock_insufficient: {
    en: "{product} has {available} on hand at {office}; {needed} cannot leave it.",
    id: "Stok {product} di {office} tinggal {available}; {needed} tidak dapat dikeluarkan.",
  },
  stock_receipt_consumed: {
    en: "{product} received here has partly left {office} already ({available} on hand, {needed} to take back): cancel what took it out first.",
    id: "{product} yang diterima di sini sebagian sudah keluar dari {office} ({available} tersedia, {needed} akan dibatalkan): batalkan dulu transaksi yang mengeluarkannya.",
  },
  stock_accounts_missing: {
    en: "{product} is an inventory product without an inventory or cost of sales account, and the company has no default for it: set one on the product or in Default accounts.",
    id: "{product} adalah produk persediaan tanpa akun persediaan atau harga pokok penjualan, dan perusahaan belum punya akun bawaannya: atur di produk atau di Akun bawaan.",
  },
  stock_transfer_same_office: {
    en: "Goods are moved to another office or warehouse than the one they leave.",
    id: "Barang dipindahkan ke kantor atau gudang lain dari asalnya.",
  },
  warehouse_other_office: {
    en: "Warehouse {warehouse} is under {office}, not the office of this document.",
    id: "Gudang {warehouse} berada di bawah {office}, bukan kantor dokumen ini.",
  },
  warehouse_inactive: {
    en: "Warehouse {warehouse} is no longer in use.",
    id: "Gudang {warehouse} sudah tidak dipakai.",
  },
  warehouse_office_has_stock: {
    en: "Warehouse {warehouse} has stock or documents: it cannot move to another office.",
    id: "Gudang {warehouse} sudah memiliki stok atau dokumen: tidak dapat dipindahkan ke kantor lain.",
  },
  warehouse_inactive_with_stock: {
    en: "Warehouse {warehouse} still holds stock: move or count it out before it is no longer used.",
    id: "Gudang {warehouse} masih menyimpan stok: pindahkan atau opname dahulu sebelum tidak dipakai.",
  },
  stock_product_has_stock: {
    en: "{product} has stock movements: whether it is kept in stock and its inventory account cannot change.",
    id: "{product} sudah memiliki mutasi stok: status persediaan dan akun persediaannya tidak dapat diubah.",
  },
  stock_count_stale: {
    en: "{product} has moved since this count was saved: count it again, or save the count again to take the stock as it is now.",
    id: "{product} sudah bergerak sejak hitungan ini disimpan: hitung ulang, atau simpan ulang hitungan untuk memakai stok saat ini.",
  },
  landed_cost_on_receipt: {
    en: "Landed cost {number} is on this receipt: cancel it first.",
    id: "Biaya perolehan {number} ada pada penerimaan ini: batalkan dahulu.",
  },
  landed_cost_no_goods: {
    en: "The receipt has no inventory goods to allocate a cost to.",
    id: "Penerimaan ini tidak memiliki barang persediaan untuk dibebani biaya.",
  },
  stock_not_inventory: {
    en: "{product} is not kept in stock.",
    id: "{product} bukan produk persediaan.",
  },
  stock_product_twice: {
    en: "{product} is on the list twice.",
    id: "{product} tercantum dua kali.",
  },
} as const;

/** Perpetual inventory (DESIGN §14): stock lines, average cost, cost of goods sold, stock reports. */
export const inventoryDomain = defineDomain({
  name: "inventory",
  resources: {
    MdWarehouse: { group: "master_data", en: "Warehouses", id: "Gudang" },
    TxStockAdjustment: { group: "transactions", en: "Stock opname", id: "Stok opname" },
    TxStockTransfer: { group: "transactions", en: "Stock transfers", id: "Mutasi stok" },
    TxLandedCost: { group: "transactions", en: "Landed costs", id: "Biaya perolehan tambahan" },
    ReportInventory: { group: "reports", en: "Inventory reports", id: "Laporan persediaan" },
  },
  approvalModules: {
    stock_adjustment: { en: "Stock opname", id: "Stok opname" },
  },
  transactionTypes: {
    stock_adjustment: { prefix: "SO", en: "Stock opname", id: "Stok opname" },
    stock_transfer: { prefix: "MS", en: "Stock transfer", id: "Mutasi stok" },
    landed_cost: { prefix: "LC", en: "Landed cost", id: "Biaya perolehan tambahan" },
  },
  accountRoles: {
    inventory_adjustment: { en: "Inventory adjustment", id: "Selisih persediaan" },
  },
  messages: inventoryMessages,
  fieldNames: {
    warehouse_id: { en: "warehouse", id: "gudang" },
    from_warehouse_id: { en: "warehouse it leaves", id: "gudang asal" },
    to_warehouse_id: { en: "warehouse it arrives at", id: "gudang tujuan" },
  },
  widgets: inventoryWidgets,
  screens: [inventoryScreens],
});

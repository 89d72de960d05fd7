import { featurePages, type PageMap } from "../../app/lazy-page";

const page = featurePages(() => import("./chunk"));

type Page = Parameters<typeof page>[0];
const forms = (base: string, entry: "invoice" | "add", list: Page, form: Page, print: Page): PageMap => ({
  [base]: page(list),
  [`${base}/${entry}`]: page(form),
  [`${base}/detail/:id`]: page(form),
  [`${base}/report/:id`]: page(print),
});

/** Which page of payables serves which registry path (the chunk loads on first visit). */
export const routes: PageMap = {
  "/transactions/purchase-invoice": page("InvoiceListPage"),
  "/transactions/purchase-invoice/listImage/:id": page("InvoiceFilesPage"),
  "/transactions/purchase-invoice/add": page("InvoiceFormPage"),
  "/transactions/purchase-invoice/invoice-service/add": page("InvoiceFormPage"),
  "/transactions/purchase-invoice/detail/:id": page("InvoiceFormPage"),
  "/transactions/purchase-invoice/prints/:id": page("InvoicePrintPage"),
  "/transactions/purchase-invoice/prints-v2/:id": page("InvoiceJournalPrintPage"),
  "/transactions/ap-posting": page("ApPostingListPage"),
  "/transactions/ap-posting/detail/:id": page("InvoiceFormPage"),
  "/transactions/ap-posting/outstanding": page("ApOutstandingPage"),
  "/transactions/ap-posting/outstanding-payment": page("OutstandingPaymentPage"),
  "/transactions/purchase-return": page("PurchaseReturnListPage"),
  "/transactions/purchase-return/add": page("PurchaseReturnScreen"),
  "/transactions/purchase-return/detail/:id": page("PurchaseReturnScreen"),
  "/transactions/payment-voucher": page("VoucherListPage"),
  "/transactions/payment-voucher/invoice": page("VoucherInvoicePage"),
  "/transactions/payment-voucher/add": page("VoucherFormPage"),
  "/transactions/payment-voucher/detail/:id": page("VoucherFormPage"),
  "/transactions/payment-voucher/report/:id": page("VoucherPrintPage"),
  "/transactions/purchase-payment": page("PaymentListPage"),
  "/transactions/purchase-payment/listImage/:id": page("PaymentFilesPage"),
  "/transactions/purchase-payment/invoice": page("PaymentInvoicePage"),
  "/transactions/purchase-payment/add": page("PaymentFormPage"),
  "/transactions/purchase-payment/add/:id": page("PaymentFormPage"),
  "/transactions/purchase-payment/payment-per-voucher/add": page("VoucherPickPage"),
  "/transactions/purchase-payment/payment-per-voucher/add/:id": page("PaymentPerVoucherPage"),
  "/transactions/purchase-payment/detail/:id": page("PaymentFormPage"),
  ...forms("/transactions/form-payment/vendor", "invoice", "FormVendorListPage", "FormVendorPage", "FormVendorPrintPage"),
  ...forms("/transactions/form-payment/advance", "add", "FormAdvanceListPage", "FormAdvancePage", "FormAdvancePrintPage"),
  ...forms("/transactions/form-payment/agent", "invoice", "FormAgentListPage", "FormAgentPage", "FormAgentPrintPage"),
  ...forms("/transactions/form-payment/agent-advance", "add", "FormAgentAdvanceListPage", "FormAgentAdvancePage", "FormAgentAdvancePrintPage"),
};

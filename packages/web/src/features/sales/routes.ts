import { featurePages, type PageMap } from "../../app/lazy-page";

const page = featurePages(() => import("./chunk"));

/** Which page of sales serves which registry path (the feature's chunk loads on first visit). */
export const routes: PageMap = {
  "/transactions/sales-invoice": page("SalesInvoiceListPage"),
  "/transactions/sales-invoice/add": page("SalesInvoiceFormPage"),
  "/transactions/sales-invoice/edit/:id": page("SalesInvoiceFormPage"),
  "/transactions/sales-invoice/prints/:id": page("SalesInvoicePrintPage"),
  "/transactions/sales-payment": page("SalesPaymentListPage"),
  "/transactions/sales-payment/invoice": page("SalesPaymentFormPage"),
  "/transactions/sales-payment/detail/:id": page("SalesPaymentFormPage"),
  "/transactions/sales-return": page("SalesReturnListPage"),
  "/transactions/sales-return/add": page("SalesReturnScreen"),
  "/transactions/sales-return/detail/:id": page("SalesReturnScreen"),
};

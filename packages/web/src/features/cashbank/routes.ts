import { featurePages, type PageMap } from "../../app/lazy-page";

const page = featurePages(() => import("./chunk"));
const form = page("TransactionFormPage");
const transfer = page("TransferFormPage");
const request = page("RequestFormPage");

/** Which page of the cash and bank feature serves which registry path (spec §2 `cashbank`, `cashbank/request`, `cashbank/rekon`). */
export const routes: PageMap = {
  "/transactions/cashbank": page("TransactionListPage"),
  "/transactions/cashbank/add": page("TransactionAddPage"),
  "/transactions/cashbank/add/cash-in/:transactionTypeCode": form,
  "/transactions/cashbank/add/cash-out/:transactionTypeCode": form,
  "/transactions/cashbank/add/bank-in/:transactionTypeCode": form,
  "/transactions/cashbank/add/bank-out/:transactionTypeCode": form,
  "/transactions/cashbank/detail/:id/:transactionTypeCode": form,
  "/transactions/cashbank/detail/:id": form,
  "/transactions/cashbank/add/transfer": transfer,
  "/transactions/cashbank/detail/transfer/:id": transfer,
  "/transactions/cashbank/transfer/detail/:id": transfer,
  "/transactions/cashbank/request": page("RequestListPage"),
  "/transactions/cashbank/request/add": request,
  "/transactions/cashbank/request/:id": request,
  "/transactions/cashbank/request/request-detail/:id": request,
  "/transactions/cashbank/request/detail/:id": request,
  "/transactions/cashbank/request/request-approval": page("RequestApprovalPage"),
  "/transactions/cashbank/rekon": page("RekonListPage"),
  "/transactions/cashbank/rekon/add": page("RekonPage"),
  "/transactions/cashbank/rekon/add/:id": page("RekonPage"),
  "/transactions/cashbank/types": page("TypesPage"),
  "/report/cash-bank": page("CashBookPage"),
  "/report/cash-bank-summary": page("CashBankSummaryPage"),
  "/report/cash-and-bank": page("CashAndBankPositionPage"),
  "/report/cash-and-bank-report": page("CashAndBankByTypePage"),
  "/report/cash-flow": page("CashFlowPage"),
};

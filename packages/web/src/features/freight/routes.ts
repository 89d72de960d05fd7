import { featurePages, type PageMap } from "../../app/lazy-page";

const page = featurePages(() => import("./chunk"));
const CH = "/transactions/ch-bacc/ch";
const ACR = "/transactions/ch-bacc/accrual";
const GEN = "/transactions/chbacc/ch-generate";
const BACC = "/transactions/ch-bacc/bacc";
const RECEIVE = "/transactions/ch-bacc/receive-payment";
const PAY = "/transactions/ch-bacc/create-payment";

/** Which page of the freight module serves which registry path (the feature's chunk loads on first visit). */
export const routes: PageMap = {
  [CH]: page("JobListPage"),
  [`${CH}/add`]: page("JobScreen"),
  [`${CH}/edit/:id`]: page("JobScreen"),
  [`${CH}/detail/:id`]: page("JobScreen"),
  [`${CH}/generate`]: page("GenerateScreen"),
  [GEN]: page("BatchListPage"),
  [`${GEN}/:id`]: page("BatchScreen"),
  [BACC]: page("BaccListPage"),
  [`${BACC}/add`]: page("BaccBillScreen"),
  [`${BACC}/edit/:id`]: page("BaccForward"),
  ["/transactions/ch-bacc/purchase-invoice/prints/:id"]: page("BaccForward"),
  ["/transactions/ch-bacc/sales-invoice/prints/:id"]: page("BaccForward"),
  [`${BACC}-ar`]: page("BaccListPage"),
  [`${BACC}-ar/add`]: page("BaccBillScreen"),
  [`${BACC}-ar/receive`]: page("BaccReceiveScreen"),
  [`${BACC}-ar/edit/:id`]: page("BaccForward"),
  [`${RECEIVE}/list`]: page("BaccPaymentListPage"),
  [`${RECEIVE}/invoice`]: page("BaccForward"),
  [`${RECEIVE}/detail/:id`]: page("BaccForward"),
  [`${RECEIVE}/prints/:id`]: page("BaccForward"),
  [`${PAY}/list`]: page("BaccPaymentListPage"),
  [`${PAY}/pay/invoice/detail/:id`]: page("BaccForward"),
  [`${PAY}/pay/invoice/add`]: page("BaccForward"),
  [`${PAY}/detail/:id`]: page("BaccForward"),
  ["/transactions/ch-bacc/payment-bacc/add"]: page("BaccForward"),
  ["/transactions/ch-bacc/agent-statement"]: page("AgentStatementPage"),
  ["/transactions/ch-bacc/netting"]: page("NettingListPage"),
  ["/transactions/ch-bacc/netting/add"]: page("NettingScreen"),
  ["/transactions/ch-bacc/netting/detail/:id"]: page("NettingScreen"),
  [ACR]: page("AccrualListPage"),
  [`${ACR}/add`]: page("AccrualScreen"),
  [`${ACR}/detail/:id`]: page("AccrualScreen"),
};

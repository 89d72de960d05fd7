import type {
  AssignPriceBody,
  AssignVendorBody,
  GoodsReceiptBody,
  GoodsReceiptResponse,
  OrderableQuote,
  OutstandingLine,
  PurchaseInvoiceResponse,
  PurchaseOrderBody,
  PurchaseOrderResponse,
  PurchaseRequestBody,
  PurchaseRequestResponse,
  SourcingResponse,
  TrackingDetail,
  TrackingStepKey,
  VendorAdvanceBody,
  VendorAdvanceResponse,
} from "@neraca/core";
import { api, type ListResponse, type MessageResponse, type QueryParams } from "../../lib/api";
import { documentApi, type Saved } from "../../lib/document-api";

export const PATHS = {
  request: "transactions/purchase-request",
  order: "transactions/purchase-order",
  receipt: "transactions/goods-recipient",
  advance: "transactions/purchase-request/payment-advance",
} as const;

/** Answers carry `created_at`/`updated_at` beside the schema's fields. */
type Stamped<T> = T & { created_at: string; updated_at: string };
export type PurchaseRequest = Stamped<PurchaseRequestResponse>;
export type PurchaseOrder = Stamped<PurchaseOrderResponse>;
export type GoodsReceipt = Stamped<GoodsReceiptResponse>;
export type VendorAdvance = Stamped<VendorAdvanceResponse>;
export type Sourcing = SourcingResponse;
export type { OrderableQuote, OutstandingLine, TrackingDetail, TrackingStepKey };

export interface TrackingRow {
  id: string;
  request_id: string;
  request_number: string | null;
  date: string;
  requester: string;
  progress: PurchaseRequestResponse["progress"];
  line_count: number;
  stuck_count: number;
  waiting: TrackingStepKey[];
  days_total: number;
}

export const requestApi = {
  ...documentApi<PurchaseRequest, PurchaseRequestBody>(PATHS.request),
  closeLine: (id: string, lineId: string, reason: string) => api.post<Saved<PurchaseRequest>>(`${PATHS.request}/${id}/close-line`, { line_id: lineId, reason }),
  outstanding: (params: QueryParams) => api.get<ListResponse<OutstandingLine>>(`${PATHS.request}/outstanding`, { params }),
};

export const sourcingApi = {
  list: (params: QueryParams) => api.get<ListResponse<Sourcing>>(`${PATHS.request}/assign-vendor`, { params }),
  get: (id: string) => api.get<{ data: Sourcing }>(`${PATHS.request}/assign-vendor/${id}`),
  assignVendors: (body: AssignVendorBody) => api.post<Saved<Sourcing>>(`${PATHS.request}/assign-vendor`, body),
  assignPrices: (id: string, body: AssignPriceBody) => api.put<Saved<Sourcing>>(`${PATHS.request}/assign-price/${id}`, body),
  remove: (id: string) => api.delete<MessageResponse>(`${PATHS.request}/assign-vendor/${id}`),
};

export const orderApi = {
  ...documentApi<PurchaseOrder, PurchaseOrderBody>(PATHS.order),
  /** Silent: an over-order comes back as a 422 the form turns into a confirmation. */
  save: (id: string | null, body: PurchaseOrderBody, version?: number) =>
    id
      ? api.put<Saved<PurchaseOrder>>(`${PATHS.order}/${id}`, { ...body, version }, { silent: true })
      : api.post<Saved<PurchaseOrder>>(PATHS.order, body, { silent: true }),
  orderable: (vendorId?: string) => api.get<{ data: OrderableQuote[] }>(`${PATHS.order}/orderable`, { params: { vendor_id: vendorId } }),
};

export const receiptApi = {
  ...documentApi<GoodsReceipt, GoodsReceiptBody>(PATHS.receipt),
  openOrders: (params: QueryParams) => api.get<{ data: PurchaseOrder[] }>(`${PATHS.receipt}/open-orders`, { params }),
};

export const advanceApi = documentApi<VendorAdvance, VendorAdvanceBody>(PATHS.advance);

/** The purchase invoices billing an order (payables' list, `?purchase_order_id=`), read by the order's screen. */
export const orderInvoicesApi = {
  list: (orderId: string) => api.get<ListResponse<PurchaseInvoiceResponse>>("transactions/purchase-invoice", { params: { purchase_order_id: orderId, per_page: 100 } }),
};

export const trackingApi = {
  list: async (params: QueryParams) => {
    const answer = await api.get<ListResponse<Omit<TrackingRow, "id">>>(`${PATHS.request}/tracking`, { params });
    return { ...answer, data: answer.data.map((r) => ({ ...r, id: r.request_id })) };
  },
  get: (id: string) => api.get<{ data: TrackingDetail }>(`${PATHS.request}/tracking/${id}`),
};

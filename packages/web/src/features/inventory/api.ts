import type { LandedCostBody, LandedCostResponse, StockAdjustmentBody, StockAdjustmentResponse, StockTransferBody, StockTransferResponse } from "@neraca/core";
import { documentApi } from "../../lib/document-api";

/** Answers carry `created_at`/`updated_at` beside the schema's fields. */
type Stamped<T> = T & { created_at: string; updated_at: string };
export type StockAdjustment = Stamped<StockAdjustmentResponse>;
export type StockTransfer = Stamped<StockTransferResponse>;

export const adjustmentApi = documentApi<StockAdjustment, StockAdjustmentBody>("transactions/stock-adjustment");
export const transferApi = documentApi<StockTransfer, StockTransferBody>("transactions/stock-transfer");
export const landedCostApi = documentApi<LandedCostResponse, LandedCostBody>("transactions/landed-cost");

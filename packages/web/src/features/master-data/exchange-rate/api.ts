import type { ExchangeRateBody } from "@neraca/core";
import { crudApi, type Stamped } from "../crud-api";

export interface ExchangeRate extends Stamped {
  currency: string;
  kind: "booking" | "tax";
  date: string;
  rate: string;
  source: string | null;
}

export const EXCHANGE_RATE_PATH = "exchange-rate";
export const exchangeRateApi = crudApi<ExchangeRate, ExchangeRateBody>(EXCHANGE_RATE_PATH);

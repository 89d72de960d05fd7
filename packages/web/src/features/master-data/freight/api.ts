import type { ChargeCodeBody, ChRateBody } from "@neraca/core";
import type { Stamped } from "../crud-api";

/** A charge a freight job carries (`/master-data/charge-code`). */
export interface ChargeCode extends Stamped {
  code: string;
  name: string;
  revenue_account_id: string;
  cost_account_id: string;
  tax_kind: ChargeCodeBody["tax_kind"];
  is_disbursement: boolean;
  is_active: boolean;
  description: string | null;
}

/** A rate card line (`/master-data/ch-rate`). */
export interface ChRate extends Stamped {
  mode: ChRateBody["mode"];
  origin_port_id: string | null;
  destination_port_id: string | null;
  service: string | null;
  charge_code_id: string;
  basis: ChRateBody["basis"];
  container_type: string | null;
  agent_id: string | null;
  customer_id: string | null;
  buy_rate: string | null;
  sell_rate: string | null;
  currency: string;
  valid_from: string;
  valid_to: string | null;
  notes: string | null;
}

import type { TransactionType } from "@neraca/core";
import { api, type MessageResponse } from "../../../lib/api";

export interface PrefixRow {
  transaction_type: TransactionType;
  title: string;
  prefix: string;
  default_prefix: string;
  example: string;
}

export const prefixApi = {
  list: () => api.get<{ data: PrefixRow[] }>("master-data/prefix"),
  save: (prefixes: { transaction_type: TransactionType; prefix: string }[]) =>
    api.put<MessageResponse>("master-data/prefix", { prefixes }),
};

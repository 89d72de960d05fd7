import type { IntegrationBody, Resource } from "@neraca/core";
import type { Stamped } from "../crud-api";

/** Integration categories, integrations and activity integrations: one shape, three lists. */
export interface Integration extends Stamped {
  code: string;
  name: string;
  category_id: string | null;
  integration_id: string | null;
  debit_account_id: string | null;
  credit_account_id: string | null;
  description: string | null;
}
export type IntegrationValues = IntegrationBody;

export interface IntegrationLevel {
  /** `/master-data/<path>` (the spec spells the integrations' route `intergration`). */
  path: "integration-category" | "intergration" | "activity-integration";
  key: "integration_category" | "integration" | "activity_integration";
  resource: Resource;
  /** The fields beyond code, name and description this level has. */
  fields: readonly ("category_id" | "integration_id" | "debit_account_id" | "credit_account_id")[];
}

export const integrationLevels: readonly IntegrationLevel[] = [
  { path: "integration-category", key: "integration_category", resource: "MdIntegrationCategory", fields: [] },
  { path: "intergration", key: "integration", resource: "MdIntegration", fields: ["category_id"] },
  {
    path: "activity-integration",
    key: "activity_integration",
    resource: "MdActivityIntegration",
    fields: ["integration_id", "debit_account_id", "credit_account_id"],
  },
];

export function integrationLevelOf(pathname: string): IntegrationLevel {
  const segment = pathname.split("/")[2] ?? "";
  const level = integrationLevels.find((l) => l.path === segment);
  if (!level) throw new Error(`No integration list for ${pathname}`);
  return level;
}

/** The list a reference field points at. */
export const referencePath: Record<IntegrationLevel["fields"][number], string> = {
  category_id: "master-data/integration-category",
  integration_id: "master-data/intergration",
  debit_account_id: "master-data/chart-of-account",
  credit_account_id: "master-data/chart-of-account",
};

/** The import template's columns of a level: code, name, its own fields, description. */
export const importColumnsOf = (level: IntegrationLevel): readonly string[] => ["code", "name", ...level.fields, "description"];


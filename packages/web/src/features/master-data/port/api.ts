import type { PortBody, Resource } from "@neraca/core";
import { crudApi, type Stamped } from "../crud-api";

export interface Port extends Stamped {
  code: string;
  name: string;
  city: string | null;
  country: string | null;
}
export type PortValues = PortBody;

export type PortKind = "seaport" | "airport";

/** Seaports (UN/LOCODE, IDTPP) and airports (IATA, CGK): one shape under two paths. */
export const portKinds: Record<PortKind, { resource: Resource; example: string }> = {
  seaport: { resource: "MdSeaport", example: "IDTPP" },
  airport: { resource: "MdAirport", example: "CGK" },
};

/** The kind of a screen path: `/master-data/airport/detail/1` → airport. */
export function portKindOf(pathname: string): PortKind {
  return pathname.split("/")[2] === "airport" ? "airport" : "seaport";
}

export const portApi = (kind: PortKind) => crudApi<Port, PortValues>(kind);

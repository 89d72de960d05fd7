import { actions, type CrudAction, type Resource, type ResourceGroup, resourceCatalogue, resources } from "@neraca/core";
import type { Permission } from "../api";

export const resourceGroups: ResourceGroup[] = ["general", "master_data", "transactions", "reports", "monitoring"];

export const resourcesOf = (group: ResourceGroup): Resource[] =>
  resources.filter((resource) => resourceCatalogue[resource].group === group);

export const keyOf = (action: CrudAction, resource: Resource) => `${action}:${resource}`;

export function toKeys(permissions: readonly Permission[]): Set<string> {
  return new Set(permissions.map((p) => keyOf(p.action, p.resource)));
}

/** Back to the API's list, in catalogue order so saves are stable. */
export function toPermissions(keys: ReadonlySet<string>): Permission[] {
  const out: Permission[] = [];
  for (const resource of resources) {
    for (const action of actions) if (keys.has(keyOf(action, resource))) out.push({ action, resource });
  }
  return out;
}

/** Turns a set of cells on, or all of them off when every one is already on. */
export function toggleAll(keys: ReadonlySet<string>, cells: readonly string[]): Set<string> {
  const next = new Set(keys);
  const allOn = cells.every((cell) => next.has(cell));
  for (const cell of cells) {
    if (allOn) next.delete(cell);
    else next.add(cell);
  }
  return next;
}

/** The spec's "manager" hint: only read on report resources means only report menus. */
export const managerPreset = (): Set<string> => new Set(resourcesOf("reports").map((r) => keyOf("read", r)));

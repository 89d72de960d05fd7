import { composeDomains } from "../domains.js";

/**
 * The catalogue of permission resources (spec §6). A permission is an (action, resource) pair;
 * `manage` means every action and `all` every resource, as in CASL.
 * Each resource has a group (for the settings matrix) and display names in both languages; each
 * domain declares its own in its manifest.
 */
export const actions = ["create", "read", "update", "delete"] as const;
export type CrudAction = (typeof actions)[number];
export type Action = CrudAction | "manage";

export type ResourceGroup = "general" | "master_data" | "transactions" | "reports" | "monitoring";

export interface ResourceEntry {
  group: ResourceGroup;
  en: string;
  id: string;
}

/** Every domain's resources (`<domain>/manifest.ts`), composed by `domains.ts`. */
export const resourceCatalogue = composeDomains("resources");

export type Resource = keyof typeof resourceCatalogue;
export type Subject = Resource | "all";

export const resources = Object.keys(resourceCatalogue) as Resource[];

export function isResource(value: string): value is Resource {
  return Object.hasOwn(resourceCatalogue, value);
}

export interface PermissionRule {
  action: Action;
  subject: Subject;
}

/** The owner who registered a company, and the spec's default when nothing is stored. */
export const manageAll: PermissionRule[] = [{ action: "manage", subject: "all" }];

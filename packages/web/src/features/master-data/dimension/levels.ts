import type { MenuKey, Resource } from "@neraca/core";

/**
 * The activity and element hierarchies (main group → group → item), one API shape under six paths.
 * Each level knows its parent level; the screens are the same for all six.
 */
export interface DimensionLevel {
  /** The path segment: `/master-data/<path>`, `/api/master-data/<path>`. */
  path: string;
  kind: "activity_main_group" | "activity_group" | "activity" | "element_main_group" | "element_group" | "element";
  family: "activity" | "element";
  resource: Resource;
  menu: MenuKey;
  /** The level above (its records are the parents), or null at the top. */
  parent: string | null;
}

export const dimensionLevels: readonly DimensionLevel[] = [
  { path: "coa-main-group-activity", kind: "activity_main_group", family: "activity", resource: "MdActivity", menu: "activity_main_group", parent: null },
  { path: "coa-group-activity", kind: "activity_group", family: "activity", resource: "MdActivity", menu: "activity_group", parent: "coa-main-group-activity" },
  { path: "coa-activity", kind: "activity", family: "activity", resource: "MdActivity", menu: "activity", parent: "coa-group-activity" },
  { path: "element-main-group-activity", kind: "element_main_group", family: "element", resource: "MdElement", menu: "element_main_group", parent: null },
  { path: "element-group-activity", kind: "element_group", family: "element", resource: "MdElement", menu: "element_group", parent: "element-main-group-activity" },
  { path: "element-activity", kind: "element", family: "element", resource: "MdElement", menu: "element", parent: "element-group-activity" },
];

/** The level of a screen path: `/master-data/coa-activity/detail/1` → the activity level. */
export function levelOf(pathname: string): DimensionLevel {
  const segment = pathname.split("/")[2] ?? "";
  const level = dimensionLevels.find((l) => l.path === segment);
  if (!level) throw new Error(`No dimension level for ${pathname}`);
  return level;
}

export const parentOf = (level: DimensionLevel): DimensionLevel | undefined =>
  dimensionLevels.find((l) => l.path === level.parent);

export const familyOf = (level: DimensionLevel): DimensionLevel[] => dimensionLevels.filter((l) => l.family === level.family);

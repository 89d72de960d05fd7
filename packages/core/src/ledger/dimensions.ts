import type { Resource } from "../permissions/catalogue.js";

/**
 * The analysis dimensions a journal line may carry, in the order screens show them. The posting
 * lookup, presenters, the upload, report filters and the line editor iterate this list, so a new
 * dimension (job, employee) is one entry here plus its column.
 */
export interface LineDimension {
  /** Reference kind (also the field display name in validation messages). */
  key: "office" | "work_unit" | "activity" | "element" | "contact" | "job" | "tag";
  /** Field on a line body (`office_id`, `tag_ids`). */
  field: "office_id" | "work_unit_id" | "activity_id" | "element_id" | "contact_id" | "job_id" | "tag_ids";
  /** camelCase field of a `PostingLine` and of report filters on the server. */
  lineField: "officeId" | "workUnitId" | "activityId" | "elementId" | "contactId" | "jobId" | "tagIds";
  /** Report and list filter parameter (comma-separated ids). */
  filter: "office_ids" | "work_unit_ids" | "activity_ids" | "element_ids" | "contact_ids" | "job_ids" | "tag_ids";
  filterField: "officeIds" | "workUnitIds" | "activityIds" | "elementIds" | "contactIds" | "jobIds" | "tagIds";
  /** Several values per line (tags) instead of one. */
  many: boolean;
  /** Table holding the referenced rows (activities and elements share dimension_items, by kind). */
  table: "offices" | "work_units" | "dimension_items" | "contacts" | "ch_jobs" | "tags";
  /** The `kind` of its rows when the table is shared (dimension_items). */
  tableKind: "activity" | "element" | null;
  /** Column of the referenced table read as its code (tags have only a name). */
  codeColumn: "code" | "name";
  /**
   * The journal header carries it too and a line without one takes the header's; the column names
   * the record a journal without one is booked on (the head office).
   */
  headerDefault: "is_head_office" | null;
  /** Column of journal_lines. */
  column: "office_id" | "work_unit_id" | "activity_id" | "element_id" | "contact_id" | "job_id" | "tag_ids";
  /** Field of a presented line carrying the referenced record's name (names, sorted, for tags). */
  nameField: "office_name" | "work_unit_name" | "activity_name" | "element_name" | "contact_name" | "job_name" | "tag_names";
  /** Field display name of the line field in validation messages (`The selected tags is invalid`). */
  messageField: "office" | "work_unit" | "activity" | "element" | "contact" | "job" | "tags";
  /** The list a picker reads. */
  resource: Resource;
  /** API path of that list (`GET /api/<path>?q=`, `GET /api/<path>/:id`). */
  path: string;
  /** Translation key of the web's label. */
  labelKey: "line_items.office" | "line_items.work_unit" | "line_items.activity" | "line_items.element" | "line_items.contact" | "line_items.job" | "line_items.tags";
  /** Column name in the journal upload sheet (codes; tag names separated by `;`). */
  uploadColumn: "office_code" | "work_unit_code" | "activity_code" | "element_code" | "contact_code" | "job_code" | "tags";
  en: string;
  id: string;
}

export const lineDimensions = [
  { key: "office", field: "office_id", lineField: "officeId", filter: "office_ids", filterField: "officeIds", many: false, table: "offices", tableKind: null, codeColumn: "code", headerDefault: "is_head_office", column: "office_id", nameField: "office_name", messageField: "office", resource: "MdOffice", path: "master-data/office", labelKey: "line_items.office", uploadColumn: "office_code", en: "Office", id: "Kantor" },
  { key: "work_unit", field: "work_unit_id", lineField: "workUnitId", filter: "work_unit_ids", filterField: "workUnitIds", many: false, table: "work_units", tableKind: null, codeColumn: "code", headerDefault: null, column: "work_unit_id", nameField: "work_unit_name", messageField: "work_unit", resource: "MdWorkUnit", path: "master-data/work-unit", labelKey: "line_items.work_unit", uploadColumn: "work_unit_code", en: "Work unit", id: "Unit kerja" },
  { key: "activity", field: "activity_id", lineField: "activityId", filter: "activity_ids", filterField: "activityIds", many: false, table: "dimension_items", tableKind: "activity", codeColumn: "code", headerDefault: null, column: "activity_id", nameField: "activity_name", messageField: "activity", resource: "MdActivity", path: "master-data/coa-activity", labelKey: "line_items.activity", uploadColumn: "activity_code", en: "Activity", id: "Aktivitas" },
  { key: "element", field: "element_id", lineField: "elementId", filter: "element_ids", filterField: "elementIds", many: false, table: "dimension_items", tableKind: "element", codeColumn: "code", headerDefault: null, column: "element_id", nameField: "element_name", messageField: "element", resource: "MdElement", path: "master-data/element-activity", labelKey: "line_items.element", uploadColumn: "element_code", en: "Element", id: "Elemen" },
  { key: "contact", field: "contact_id", lineField: "contactId", filter: "contact_ids", filterField: "contactIds", many: false, table: "contacts", tableKind: null, codeColumn: "code", headerDefault: null, column: "contact_id", nameField: "contact_name", messageField: "contact", resource: "MdContact", path: "master-data/contact", labelKey: "line_items.contact", uploadColumn: "contact_code", en: "Contact", id: "Kontak" },
  { key: "job", field: "job_id", lineField: "jobId", filter: "job_ids", filterField: "jobIds", many: false, table: "ch_jobs", tableKind: null, codeColumn: "code", headerDefault: null, column: "job_id", nameField: "job_name", messageField: "job", resource: "TxCh", path: "transactions/ch-bacc/job", labelKey: "line_items.job", uploadColumn: "job_code", en: "Job", id: "Job" },
  { key: "tag", field: "tag_ids", lineField: "tagIds", filter: "tag_ids", filterField: "tagIds", many: true, table: "tags", tableKind: null, codeColumn: "name", headerDefault: null, column: "tag_ids", nameField: "tag_names", messageField: "tags", resource: "MdTag", path: "master-data/tag", labelKey: "line_items.tags", uploadColumn: "tags", en: "Tags", id: "Tag" },
] as const satisfies readonly LineDimension[];

/** One entry of the list with its literal types (for the tags entry, `many` is `true`). */
export type LineDimensionEntry = (typeof lineDimensions)[number];

/** The ids a line points at through one dimension (none, one, or several for tags). */
export const dimensionIds = (line: Readonly<Record<LineDimension["lineField"], string | null | readonly string[]>>, dimension: LineDimension): string[] => {
  const value = line[dimension.lineField];
  if (value === null || value === undefined) return [];
  return typeof value === "string" ? [value] : [...value];
};

import type { Resource } from "../permissions/catalogue.js";

/**
 * The analysis dimensions a journal line may carry, in the order screens show them. The posting
 * lookup, presenters, the upload, report filters and the line editor iterate this list, so a new
 * dimension (job, employee) is one entry here plus its column.
 */
export interface LineDimension {
  /** Reference kind (also the field display name in validation messages). */
  key: "office" | "work_unit" | "activity" | "element" | "contact" | "tag";
  /** Field on a line body (`office_id`, `tag_ids`). */
  field: "office_id" | "work_unit_id" | "activity_id" | "element_id" | "contact_id" | "tag_ids";
  /** camelCase field of a `PostingLine` and of report filters on the server. */
  lineField: "officeId" | "workUnitId" | "activityId" | "elementId" | "contactId" | "tagIds";
  /** Report and list filter parameter (comma-separated ids). */
  filter: "office_ids" | "work_unit_ids" | "activity_ids" | "element_ids" | "contact_ids" | "tag_ids";
  filterField: "officeIds" | "workUnitIds" | "activityIds" | "elementIds" | "contactIds" | "tagIds";
  /** Several values per line (tags) instead of one. */
  many: boolean;
  /** Table holding the referenced rows (activities and elements share dimension_items, by kind). */
  table: "offices" | "work_units" | "dimension_items" | "contacts" | "tags";
  /** Column of journal_lines. */
  column: "office_id" | "work_unit_id" | "activity_id" | "element_id" | "contact_id" | "tag_ids";
  /** The list a picker reads. */
  resource: Resource;
  /** Column name in the journal upload sheet. */
  uploadColumn: string;
  en: string;
  id: string;
}

export const lineDimensions: readonly LineDimension[] = [
  { key: "office", field: "office_id", lineField: "officeId", filter: "office_ids", filterField: "officeIds", many: false, table: "offices", column: "office_id", resource: "MdOffice", uploadColumn: "office_code", en: "Office", id: "Kantor" },
  { key: "work_unit", field: "work_unit_id", lineField: "workUnitId", filter: "work_unit_ids", filterField: "workUnitIds", many: false, table: "work_units", column: "work_unit_id", resource: "MdWorkUnit", uploadColumn: "work_unit_code", en: "Work unit", id: "Unit kerja" },
  { key: "activity", field: "activity_id", lineField: "activityId", filter: "activity_ids", filterField: "activityIds", many: false, table: "dimension_items", column: "activity_id", resource: "MdActivity", uploadColumn: "activity_code", en: "Activity", id: "Aktivitas" },
  { key: "element", field: "element_id", lineField: "elementId", filter: "element_ids", filterField: "elementIds", many: false, table: "dimension_items", column: "element_id", resource: "MdElement", uploadColumn: "element_code", en: "Element", id: "Elemen" },
  { key: "contact", field: "contact_id", lineField: "contactId", filter: "contact_ids", filterField: "contactIds", many: false, table: "contacts", column: "contact_id", resource: "MdContact", uploadColumn: "contact_code", en: "Contact", id: "Kontak" },
  { key: "tag", field: "tag_ids", lineField: "tagIds", filter: "tag_ids", filterField: "tagIds", many: true, table: "tags", column: "tag_ids", resource: "MdTag", uploadColumn: "tags", en: "Tags", id: "Tag" },
];

-- Lists sort by name by default: page through them by index, not by sorting every row.
CREATE INDEX contacts_name_idx ON contacts (company_id, name, id);
--> statement-breakpoint
CREATE INDEX products_name_idx ON products (company_id, code, id);

-- Profit and loss leaves out closing journals and the worksheet reads adjusting journals: both find
-- those few journals of a period without scanning every journal of it.
CREATE INDEX journals_type_date_idx ON journals (company_id, journal_type, date) WHERE journal_type <> 'general';

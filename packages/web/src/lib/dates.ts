import dayjs, { type Dayjs } from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";

dayjs.extend(customParseFormat);

/** Business dates travel as `YYYY-MM-DD` (DESIGN §4); screens show `31 Jan 2025` in the UI language. */
export const DATE_FORMAT = "YYYY-MM-DD";
export const DISPLAY_DATE = "DD MMM YYYY";

export const formatDate = (value: string | null | undefined): string => (value ? dayjs(value).format(DISPLAY_DATE) : "—");

/** `2025-01` → `January 2025` / `Januari 2025`. */
export const formatPeriod = (period: string): string => dayjs(`${period}-01`).format("MMMM YYYY");

/** An ISO time with offset → `31 Jan 2025 14:05` in the browser's time zone. */
export const formatTime = (value: string | null | undefined): string => (value ? dayjs(value).format(`${DISPLAY_DATE} HH:mm`) : "—");

/**
 * What a date field accepts when typed: the shown form first (antd shows a date in the first), then
 * the ways accountants type one (`31/12/2025`, `31-12-2025`, `31.12.2025`, `2025-12-31`, `31 Des 2025`,
 * `31 Desember 2025`). Month names are the UI language's (dayjs's locale follows it).
 */
export const DATE_INPUT_FORMATS = [
  DISPLAY_DATE,
  "D MMM YYYY",
  "D MMMM YYYY",
  "DD/MM/YYYY",
  "D/M/YYYY",
  "DD-MM-YYYY",
  "D-M-YYYY",
  "DD.MM.YYYY",
  "D.M.YYYY",
  DATE_FORMAT,
];

/** A typed date read the way a date field reads it (strictly, format by format), or null. */
export const parseTypedDate = (text: string): Dayjs | null => {
  for (const format of DATE_INPUT_FORMATS) {
    const date = dayjs(text.trim(), format, true);
    if (date.isValid()) return date;
  }
  return null;
};

/**
 * Form.Item props for a DatePicker whose form value stays a `YYYY-MM-DD` string (so the shared zod
 * schemas and the API see the same text). They also give the picker `DATE_INPUT_FORMATS`, so every
 * date field of a form accepts the same typed dates.
 */
export const dateItemProps = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null, format: DATE_INPUT_FORMATS }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : null),
};

export const today = (): string => dayjs().format(DATE_FORMAT);

import dayjs, { type Dayjs } from "dayjs";

/** Business dates travel as `YYYY-MM-DD` (DESIGN §4); screens show `31 Jan 2025` in the UI language. */
export const DATE_FORMAT = "YYYY-MM-DD";
export const DISPLAY_DATE = "DD MMM YYYY";

export const formatDate = (value: string | null | undefined): string => (value ? dayjs(value).format(DISPLAY_DATE) : "—");

/** `2025-01` → `January 2025` / `Januari 2025`. */
export const formatPeriod = (period: string): string => dayjs(`${period}-01`).format("MMMM YYYY");

/** An ISO time with offset → `31 Jan 2025 14:05` in the browser's time zone. */
export const formatTime = (value: string | null | undefined): string => (value ? dayjs(value).format(`${DISPLAY_DATE} HH:mm`) : "—");

/**
 * Form.Item props for a DatePicker whose form value stays a `YYYY-MM-DD` string (so the shared zod
 * schemas and the API see the same text).
 */
export const dateItemProps = {
  getValueProps: (value: string | null | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : null),
};

export const today = (): string => dayjs().format(DATE_FORMAT);

import dayjs from "dayjs";
import "dayjs/locale/id";
import { afterEach, describe, expect, it } from "vitest";
import { DATE_INPUT_FORMATS, dateItemProps, parseTypedDate } from "./dates";

const iso = (text: string) => parseTypedDate(text)?.format("YYYY-MM-DD") ?? null;

describe("parseTypedDate", () => {
  afterEach(() => {
    dayjs.locale("en");
  });

  it("reads the ways an accountant types a date", () => {
    for (const text of ["31/12/2025", "31-12-2025", "31.12.2025", "2025-12-31", "31 Dec 2025", " 31 Dec 2025 ", "31 December 2025"]) {
      expect(iso(text), text).toBe("2025-12-31");
    }
    expect(iso("1/2/2025")).toBe("2025-02-01");
    expect(iso("01/02/2025")).toBe("2025-02-01");
    expect(iso("5 Mar 2025")).toBe("2025-03-05");
  });

  it("reads Indonesian month names when the UI is Indonesian", () => {
    dayjs.locale("id");
    expect(iso("31 Des 2025")).toBe("2025-12-31");
    expect(iso("17 Agustus 2025")).toBe("2025-08-17");
    expect(iso("31/12/2025")).toBe("2025-12-31");
  });

  it("refuses what is not a date rather than guessing", () => {
    for (const text of ["", "31/13/2025", "32/12/2025", "29/02/2025", "2025-12", "31/12/25", "hello", "12/31/2025"]) {
      expect(iso(text), text).toBeNull();
    }
  });

  it("shows a date in the first format and gives every form date field the whole list", () => {
    expect(DATE_INPUT_FORMATS[0]).toBe("DD MMM YYYY");
    const props = dateItemProps.getValueProps("2025-12-31");
    expect(props.format).toBe(DATE_INPUT_FORMATS);
    expect(props.value?.format("YYYY-MM-DD")).toBe("2025-12-31");
    expect(dateItemProps.getValueProps(null).value).toBeNull();
  });
});

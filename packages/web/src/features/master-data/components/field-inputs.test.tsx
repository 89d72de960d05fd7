import { contactBody, taxBody } from "@neraca/core";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Form, type FormInstance } from "antd";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { i18n, initI18n, type UiLanguage } from "../../../lib/i18n";
import { RateInput } from "../tax/RateInput";
import { NpwpInput } from "./NpwpInput";


let form: FormInstance | null = null;

function Harness({ name, initial, children }: { name: string; initial?: string; children: ReactNode }) {
  const [instance] = Form.useForm();
  form = instance;
  return (
    <Form form={instance} initialValues={{ [name]: initial }}>
      <Form.Item name={name} label="Field">
        {children}
      </Form.Item>
    </Form>
  );
}

async function mount(language: UiLanguage, name: string, field: ReactNode, initial?: string) {
  initI18n(language);
  await act(() => i18n.changeLanguage(language));
  render(
    <Harness name={name} initial={initial}>
      {field}
    </Harness>,
  );
  return screen.getByLabelText("Field") as HTMLInputElement;
}

afterEach(() => cleanup());

describe("NpwpInput", () => {
  it("gives the legacy form on leaving the field, which the shared schema accepts", async () => {
    const input = await mount("en", "npwp", <NpwpInput />);
    fireEvent.change(input, { target: { value: "01 250 290 9 801 000" } });
    expect(form?.getFieldValue("npwp")).toBe("01 250 290 9 801 000");
    fireEvent.blur(input);
    expect(input.value).toBe("01.250.290.9-801.000");
    const parsed = contactBody.shape.npwp.safeParse(form?.getFieldValue("npwp"));
    expect(parsed.success).toBe(true);
  });

  it("keeps 16 digits bare and leaves a wrong number for the schema to refuse", async () => {
    const input = await mount("id", "npwp", <NpwpInput />);
    fireEvent.change(input, { target: { value: "0012-5029-0980-1000" } });
    fireEvent.blur(input);
    expect(form?.getFieldValue("npwp")).toBe("0012502909801000");
    fireEvent.change(input, { target: { value: "01.250.290" } });
    fireEvent.blur(input);
    expect(form?.getFieldValue("npwp")).toBe("01.250.290");
    expect(contactBody.shape.npwp.safeParse("01.250.290").success).toBe(false);
  });
});

describe("RateInput", () => {
  it("shows the rate in Indonesian notation and keeps the canonical rate in the form", async () => {
    const input = await mount("id", "rate", <RateInput />, "1.1");
    expect(input.value).toBe("1,1");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "2,5" } });
    expect(form?.getFieldValue("rate")).toBe("2.5");
    fireEvent.blur(input);
    expect(input.value).toBe("2,5");
    expect(taxBody.shape.rate.safeParse(form?.getFieldValue("rate")).success).toBe(true);
  });

  it("keeps text that is no rate, so the schema names the problem", async () => {
    const input = await mount("en", "rate", <RateInput />);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "twelve" } });
    expect(form?.getFieldValue("rate")).toBe("twelve");
    expect(taxBody.shape.rate.safeParse("twelve").success).toBe(false);
  });
});

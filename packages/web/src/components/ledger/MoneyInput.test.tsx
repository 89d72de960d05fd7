import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Form, type FormInstance } from "antd";
import { afterEach, describe, expect, it } from "vitest";
import { i18n, initI18n, type UiLanguage } from "../../lib/i18n";
import { MoneyInput } from "./MoneyInput";


let form: FormInstance | null = null;

function Harness({ initial }: { initial?: string }) {
  const [instance] = Form.useForm();
  form = instance;
  return (
    <Form form={instance} initialValues={{ debit: initial }}>
      <Form.Item name="debit" label="Debit">
        <MoneyInput />
      </Form.Item>
    </Form>
  );
}

async function mount(language: UiLanguage, initial?: string) {
  initI18n(language);
  await act(() => i18n.changeLanguage(language));
  render(<Harness initial={initial} />);
  return screen.getByLabelText("Debit") as HTMLInputElement;
}

afterEach(() => cleanup());

describe("MoneyInput", () => {
  it("shows the form's amount in Indonesian notation and keeps it canonical", async () => {
    const input = await mount("id", "2500000");
    expect(input.value).toBe("2.500.000,00");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "1.500.000,5" } });
    expect(form?.getFieldValue("debit")).toBe("1500000.5");
    fireEvent.blur(input);
    expect(input.value).toBe("1.500.000,50");
  });

  it("reads English notation in English", async () => {
    const input = await mount("en");
    expect(input.value).toBe("");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "999,999,999,999.99" } });
    fireEvent.blur(input);
    expect(form?.getFieldValue("debit")).toBe("999999999999.99");
    expect(input.value).toBe("999,999,999,999.99");
  });

  it("reads a keypad's decimal point in Indonesian, and keeps what is no amount as typed", async () => {
    const input = await mount("id");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "1500000.5" } });
    fireEvent.blur(input);
    expect(form?.getFieldValue("debit")).toBe("1500000.5");
    expect(input.value).toBe("1.500.000,50");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "1.500.5" } });
    fireEvent.blur(input);
    expect(form?.getFieldValue("debit")).toBe("1.500.5"); // the shared schema calls it no valid decimal
    expect(input.value).toBe("1.500.5");
  });
});

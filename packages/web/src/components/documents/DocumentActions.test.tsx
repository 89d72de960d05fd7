import type { DocumentAction } from "@neraca/core";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../lib/i18n";
import { loadApprovalTexts } from "../../locales/approvals";
import { type BarAction, DocumentActions } from "./DocumentActions";

beforeAll(async () => {
  initI18n("en");
  loadApprovalTexts();
  await act(() => i18n.changeLanguage("en"));
});
afterEach(() => cleanup());

const buttonIds = ["document-submit", "document-approve", "document-reject", "document-cancel", "document-delete"];
const shownButtons = () => buttonIds.filter((id) => screen.queryByTestId(id) !== null);

function mount(actions: DocumentAction[], allowed: Partial<Record<BarAction, boolean>> = {}) {
  const run = vi.fn((_action: BarAction, _note: string | null) => Promise.resolve());
  render(<DocumentActions actions={actions} allowed={allowed} run={run} />);
  return run;
}

/** Clicks the OK button of the popconfirm titled `title`. */
async function confirmPopup(title: string, okText: string) {
  const popup = (await screen.findByText(title)).closest(".ant-popover");
  const ok = [...(popup?.querySelectorAll("button") ?? [])].find((b) => b.textContent === okText);
  if (!ok) throw new Error(`no ${okText} button in the popconfirm ${title}`);
  fireEvent.click(ok);
}

// Generous: antd's first render is slow on a shared machine.
describe("DocumentActions", { timeout: 30_000 }, () => {
  it("shows exactly the buttons of the answer's actions, for every status's set", () => {
    const cases: [DocumentAction[], string[]][] = [
      [["edit", "delete", "submit"], ["document-submit", "document-delete"]],
      [["approve", "reject"], ["document-approve", "document-reject"]],
      [["cancel"], ["document-cancel"]],
      [[], []],
    ];
    for (const [actions, expected] of cases) {
      mount(actions);
      expect(shownButtons(), actions.join(",")).toEqual(expected);
      cleanup();
    }
  });

  it("hides an action the caller's permissions do not allow, even when the document offers it", () => {
    mount(["edit", "delete", "submit"], { submit: false });
    expect(shownButtons()).toEqual(["document-delete"]);
  });

  it("asks before submitting and deleting (with the spec's text), and runs only once confirmed", async () => {
    const run = mount(["delete", "submit"]);
    fireEvent.click(screen.getByTestId("document-delete"));
    expect(run).not.toHaveBeenCalled();
    await screen.findByText("You will not be able to recover it");
    await confirmPopup("Delete this document?", "Delete");
    await waitFor(() => expect(run).toHaveBeenCalledWith("delete", null));
    fireEvent.click(screen.getByTestId("document-submit"));
    await confirmPopup("Submit this document?", "Submit");
    await waitFor(() => expect(run).toHaveBeenCalledWith("submit", null));
  });

  it("asks a type's own questions under its own test ids when given (the spec's invoice texts)", async () => {
    const run = vi.fn((_action: BarAction, _note: string | null) => Promise.resolve());
    render(
      <DocumentActions
        actions={["approve", "delete"]}
        run={run}
        approve={{ label: "Approve", confirm: "Approve this invoice ?", description: "This will create AR journal for this invoice" }}
        remove={{ confirm: "Delete this invoice ?", description: "This will removing all journal and payment that already builded" }}
        testIds={{ approve: "invoice-approve", delete: "invoice-delete" }}
      />,
    );
    expect(shownButtons()).toEqual([]);
    fireEvent.click(screen.getByTestId("invoice-delete"));
    await screen.findByText("This will removing all journal and payment that already builded");
    await confirmPopup("Delete this invoice ?", "Delete");
    await waitFor(() => expect(run).toHaveBeenCalledWith("delete", null));
    fireEvent.click(screen.getByTestId("invoice-approve"));
    await screen.findByText("This will create AR journal for this invoice");
    await confirmPopup("Approve this invoice ?", "Approve");
    await waitFor(() => expect(run).toHaveBeenCalledWith("approve", null));
  });

  it("refuses to reject without a note, then sends the trimmed note", async () => {
    const run = mount(["approve", "reject"]);
    fireEvent.click(screen.getByTestId("document-reject"));
    const input = await screen.findByTestId("note-input");
    fireEvent.click(screen.getByTestId("note-confirm"));
    await screen.findByText("The note field is required");
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.click(screen.getByTestId("note-confirm"));
    await screen.findByText("The note field is required");
    expect(run).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "  Wrong account for the rent  " } });
    fireEvent.click(screen.getByTestId("note-confirm"));
    await waitFor(() => expect(run).toHaveBeenCalledWith("reject", "Wrong account for the rent"));
  });
});

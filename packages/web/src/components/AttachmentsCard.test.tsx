import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../lib/i18n";
import { AttachmentsCard, formatFileSize } from "./AttachmentsCard";

const file = {
  id: "0195f6a0-0000-7000-8000-000000000001",
  file_name: "Kwitansi Maret.pdf",
  content_type: "application/pdf",
  size_bytes: 1536,
  created_by: "0195f6a0-0000-7000-8000-0000000000aa",
  created_by_name: "Ani",
  created_at: "2026-03-10T02:03:04.000Z",
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[] = [];
let listed: (typeof file)[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  calls = [];
  listed = [file];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? "GET";
      calls.push({ method, url, body: init.body });
      if (method === "GET") return json({ data: listed });
      if (method === "DELETE") {
        listed = [];
        return json({ message: "The attachment has been deleted." });
      }
      return json({ message: "The file has been attached.", data: file }, 201);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function mount(props: { canUpload: boolean; canDelete: boolean }) {
  initI18n("en");
  await act(() => i18n.changeLanguage("en"));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AttachmentsCard documentPath="transactions/journal/j-1" {...props} />
    </QueryClientProvider>,
  );
  await screen.findByText("Kwitansi Maret.pdf");
}

describe("AttachmentsCard", () => {
  it("lists the document's files with type, size and who uploaded them", async () => {
    await mount({ canUpload: true, canDelete: true });
    expect(calls[0]).toMatchObject({ method: "GET", url: "/api/transactions/journal/j-1/attachments" });
    const row = screen.getByText("Kwitansi Maret.pdf").closest("tr") as HTMLElement;
    expect(within(row).getByText("PDF")).toBeTruthy();
    expect(within(row).getByText("2 KB")).toBeTruthy();
    expect(within(row).getByText("Ani")).toBeTruthy();
  });

  it("deletes only after the confirmation, then lists again", async () => {
    await mount({ canUpload: true, canDelete: true });
    fireEvent.click(screen.getByTestId("attachment-delete"));
    expect(await screen.findByText("You will not be able to recover it")).toBeTruthy();
    expect(screen.getByText("Delete Kwitansi Maret.pdf?")).toBeTruthy();
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    const confirm = screen.getAllByRole("button", { name: "Delete" }).find((b) => b.closest(".ant-popconfirm")) as HTMLElement;
    fireEvent.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE" && c.url === `/api/transactions/journal/j-1/attachments/${file.id}`)).toBe(true));
    await waitFor(() => expect(screen.queryByText("Kwitansi Maret.pdf")).toBeNull());
  });

  it("uploads a dropped file as multipart form data in the field file", async () => {
    await mount({ canUpload: true, canDelete: false });
    expect(screen.queryByTestId("attachment-delete")).toBeNull();
    const input = document.querySelector("[data-testid=attachments] input[type=file]") as HTMLInputElement;
    expect(input.accept).toBe(".pdf,.jpg,.jpeg,.png,.xlsx");
    const picked = new File(["%PDF-1.4"], "nota.pdf", { type: "application/pdf" });
    await act(async () => {
      fireEvent.change(input, { target: { files: [picked] } });
    });
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    const post = calls.find((c) => c.method === "POST") as Call;
    expect(post.url).toBe("/api/transactions/journal/j-1/attachments");
    expect(post.body).toBeInstanceOf(FormData);
    expect(((post.body as FormData).get("file") as File).name).toBe("nota.pdf");
  });

  it("shows no drop zone without the upload permission", async () => {
    await mount({ canUpload: false, canDelete: false });
    expect(document.querySelector("[data-testid=attachments] input[type=file]")).toBeNull();
  });

  it("writes sizes for people", () => {
    expect(formatFileSize(800)).toBe("800 B");
    expect(formatFileSize(12 * 1024)).toBe("12 KB");
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe("1.5 MB");
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient, type ErrorToast, fileNameOf, HTTP_TIMEOUT_MS } from "./api-client";
import { getToken, setToken } from "./token";

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });

function setup(respond: (call: Call) => Response | Promise<Response>) {
  const toasts: ErrorToast[] = [];
  const unauthorized = vi.fn();
  const { fetch, calls } = fakeFetch(respond);
  const client = createApiClient({
    fetch,
    getLanguage: () => "id",
    notifyError: (toast) => toasts.push(toast),
    onUnauthorized: unauthorized,
  });
  return { client, calls, toasts, unauthorized };
}

const headerOf = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe("API client (spec §7)", () => {
  beforeEach(() => setToken(null));
  afterEach(() => vi.useRealTimers());

  it("calls /api/ with the bearer token from the neraca_token cookie and the UI language", async () => {
    setToken("abc.def");
    expect(document.cookie).toContain("neraca_token=abc.def");
    const { client, calls } = setup(() => json(200, { data: [] }));
    await client.get("master-data/office", { params: { page: 2, q: "", sort: "-name" } });
    expect(calls[0]?.url).toBe("/api/master-data/office?page=2&sort=-name");
    expect(headerOf(calls[0], "Authorization")).toBe("Bearer abc.def");
    expect(headerOf(calls[0], "Accept-Language")).toBe("id");
  });

  it("sends no Authorization header without a token", async () => {
    const { client, calls } = setup(() => json(200, {}));
    await client.post("auth/login", { email: "a@b.co", password: "x" });
    expect(headerOf(calls[0], "Authorization")).toBeNull();
  });

  it("converts JSON bodies to snake_case (top level, details, approvers)", async () => {
    const { client, calls } = setup(() => json(201, { message: "ok" }));
    await client.post("transactions/journal", {
      journalDate: "2025-01-31",
      details: [{ accountId: "a", debitAmount: 1 }],
      approvers: [{ userId: "u" }],
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      journal_date: "2025-01-31",
      details: [{ account_id: "a", debit_amount: 1 }],
      approvers: [{ user_id: "u" }],
    });
    expect(headerOf(calls[0], "Content-Type")).toBe("application/json");
  });

  it("sends FormData untouched and lets the browser set its content type", async () => {
    const { client, calls } = setup(() => json(200, { message: "ok" }));
    const form = new FormData();
    form.append("uploadFile", "content");
    await client.post("transactions/draft-journal/upload", form);
    expect(calls[0]?.init.body).toBe(form);
    expect(headerOf(calls[0], "Content-Type")).toBeNull();
  });

  it("gives the caller the response body only", async () => {
    const { client } = setup(() => json(200, { data: { id: "1" }, meta: { total: 1 } }));
    await expect(client.get("x")).resolves.toEqual({ data: { id: "1" }, meta: { total: 1 } });
  });

  it("replaces the stored token with one from the Authorization response header and adds it to the body", async () => {
    setToken("old-token");
    const { client } = setup(() => json(200, { message: "switched" }, { Authorization: "Bearer new-token" }));
    const answer = await client.put<{ message: string; token?: string }>("auth/active-company", { companyId: "c" });
    expect(getToken()).toBe("new-token");
    expect(answer).toEqual({ message: "switched", token: "new-token" });
  });

  it("keeps the token when the response carries no Authorization header", async () => {
    setToken("kept");
    const { client } = setup(() => json(200, {}));
    await client.get("auth/me");
    expect(getToken()).toBe("kept");
  });

  it("shows a toast titled Error with the server's message, and throws the body", async () => {
    const { client, toasts } = setup(() =>
      json(422, { message: "The given data was invalid.", errors: { email: ["The email field is required"] } }),
    );
    const error = await client.post("auth/signup", {}).catch((e: unknown) => e);
    expect(toasts).toEqual([{ title: "Error", description: "The given data was invalid." }]);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).fieldErrors).toEqual({ email: ["The email field is required"] });
    expect((error as ApiError).detail).toBe("The email field is required");
  });

  it("shows 'Error: Network Error' when the network fails", async () => {
    const { client, toasts } = setup(() => {
      throw new TypeError("Failed to fetch");
    });
    const error = await client.get("health").catch((e: unknown) => e);
    expect(toasts).toEqual([{ title: "Error", description: "Error: Network Error" }]);
    expect((error as ApiError).status).toBe(0);
  });

  it("shows 'Error: Network Error' when a failed response has no message", async () => {
    const { client, toasts } = setup(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await client.get("health").catch(() => undefined);
    expect(toasts).toEqual([{ title: "Error", description: "Error: Network Error" }]);
  });

  it("shows no toast for a silent call", async () => {
    const { client, toasts } = setup(() => json(401, { message: "You are not logged in" }));
    await client.get("auth/me", { silent: true }).catch(() => undefined);
    expect(toasts).toEqual([]);
  });

  it("reports a 401 on a logged-in call so the session can end", async () => {
    setToken("expired");
    const { client, unauthorized } = setup(() => json(401, { message: "Session ended" }));
    await client.get("auth/me").catch(() => undefined);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not treat a wrong password (401 without a token) as an ended session", async () => {
    const { client, unauthorized } = setup(() => json(401, { message: "Invalid email or password." }));
    await client.post("auth/login", { email: "a@b.co", password: "bad" }).catch(() => undefined);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it("gives up after 60 000 ms with the network error toast", async () => {
    vi.useFakeTimers();
    const { client, toasts } = setup(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          call.init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const pending = client.get("slow").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
    expect(toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(ApiError);
    expect(toasts).toEqual([{ title: "Error", description: "Error: Network Error" }]);
    expect(HTTP_TIMEOUT_MS).toBe(60_000);
  });
});

describe("API client: files", () => {
  beforeEach(() => setToken(null));

  it("sends a file as the request body itself with its content type, never JSON-encoded", async () => {
    setToken("tok");
    const { client, calls } = setup(() => json(201, { message: "ok", data: { upload_batch: "b" } }));
    const file = new File(["journal_ref,date\nJV-1,2025-01-31\n"], "drafts.csv", { type: "" });
    await client.post("transactions/draft-journal/upload", file, { contentType: "text/csv" });
    expect(calls[0]?.init.body).toBe(file);
    expect(headerOf(calls[0], "Content-Type")).toBe("text/csv");
    expect(headerOf(calls[0], "Authorization")).toBe("Bearer tok");
  });

  it("falls back to the file's own type", async () => {
    const { client, calls } = setup(() => json(201, {}));
    const xlsx = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
    await client.post("transactions/draft-journal/upload", new Blob(["PK"], { type: xlsx }));
    expect(headerOf(calls[0], "Content-Type")).toBe(xlsx);
  });

  it("downloads a file with the bearer token and its name from Content-Disposition", async () => {
    setToken("tok");
    const { client, calls } = setup(
      () =>
        new Response("%PDF-1.7", {
          status: 200,
          headers: { "Content-Type": "application/pdf", "Content-Disposition": 'attachment; filename="JU-2025-01-0001.pdf"' },
        }),
    );
    const file = await client.download("transactions/journal/1", { params: { format: "pdf" } });
    expect(calls[0]?.url).toBe("/api/transactions/journal/1?format=pdf");
    expect(headerOf(calls[0], "Authorization")).toBe("Bearer tok");
    expect(file.fileName).toBe("JU-2025-01-0001.pdf");
    expect(await file.blob.text()).toBe("%PDF-1.7");
  });

  it("a failed download shows the server's message like any call", async () => {
    const { client, toasts } = setup(() => json(403, { message: "Forbidden" }));
    await expect(client.download("master-data/journal-template/export")).rejects.toBeInstanceOf(ApiError);
    expect(toasts).toEqual([{ title: "Error", description: "Forbidden" }]);
  });

  it("reads file names, plain or RFC 5987 encoded", () => {
    expect(fileNameOf('attachment; filename="a b.xlsx"')).toBe("a b.xlsx");
    expect(fileNameOf("attachment; filename*=UTF-8''jurnal%20umum.pdf")).toBe("jurnal umum.pdf");
    expect(fileNameOf(null)).toBeNull();
  });
});

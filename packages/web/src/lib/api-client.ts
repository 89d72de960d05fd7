import { snakeCaseBody } from "./case";
import { getToken, setToken } from "./token";

/** Spec §9: HTTP time-out. */
export const HTTP_TIMEOUT_MS = 60_000;
export const API_BASE = "/api/";

export type FieldErrors = Record<string, string[]>;

export interface ApiErrorBody {
  message?: string;
  errors?: FieldErrors;
  /** What the client needs to act on the refusal (the accounts of a statement file to choose among). */
  data?: unknown;
}

/** A failed call: the HTTP status (0 when the network failed) and the server's body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    text: string,
  ) {
    super(text);
    this.name = "ApiError";
  }

  get fieldErrors(): FieldErrors {
    return this.body?.errors ?? {};
  }

  /** What the server said went wrong, in the user's language: a field's message, else its message. */
  get detail(): string | undefined {
    return Object.values(this.fieldErrors)[0]?.[0] ?? this.body?.message;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  params?: Record<string, QueryValue>;
  /**
   * Content type of a raw body (a File or Blob sent as the request body itself, as the draft
   * journal upload expects); defaults to the Blob's own type.
   */
  contentType?: string;
  /** No toast on failure (the caller shows the outcome itself). */
  silent?: boolean;
  signal?: AbortSignal;
}

export interface ErrorToast {
  title: string;
  description: string;
}

export interface ApiClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** `Accept-Language` for translated server messages. */
  getLanguage?: () => string;
  /** Texts of the failure toast in the UI language. */
  texts?: () => { errorTitle: string; networkError: string };
  notifyError?: (toast: ErrorToast) => void;
  /** A command that did its work but answered `warnings` (a bank account now below zero): each shown. */
  notifyWarning?: (text: string) => void;
  /** A logged-in call answered 401: the session ended on the server. */
  onUnauthorized?: () => void;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A file the API answered with (exports, printable documents, upload templates). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** `attachment; filename="JU-2025-01-0001.pdf"` → the file name. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

const defaultTexts = () => ({ errorTitle: "Error", networkError: "Error: Network Error" });

function buildUrl(baseUrl: string, url: string, params?: Record<string, QueryValue>): string {
  const path = `${baseUrl}${url.replace(/^\/+/, "")}`;
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const bearerOf = (header: string | null): string | null => {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

/**
 * The API client of spec §7 and DESIGN §8. The caller receives the response body only; a failure
 * throws an `ApiError` after showing the red `Error` toast (unless `silent`).
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? API_BASE;
  const timeoutMs = options.timeoutMs ?? HTTP_TIMEOUT_MS;
  const texts = options.texts ?? defaultTexts;

  function fail(status: number, body: ApiErrorBody | null, silent: boolean): ApiError {
    const { errorTitle, networkError } = texts();
    const description = body?.message ? body.message : networkError;
    if (!silent) options.notifyError?.({ title: errorTitle, description });
    return new ApiError(status, body, description);
  }

  async function send(
    method: Method,
    url: string,
    body: unknown,
    opts: RequestOptions,
    accept: string,
  ): Promise<{ response: Response; data: unknown }> {
    const headers: Record<string, string> = { Accept: accept };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const language = options.getLanguage?.();
    if (language) headers["Accept-Language"] = language;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body;
    } else if (body instanceof Blob) {
      // A file as the body itself (no multipart, no JSON).
      headers["Content-Type"] = opts.contentType ?? (body.type || "application/octet-stream");
      payload = body;
    } else if (body !== undefined) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(snakeCaseBody(body));
    }

    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    let response: Response;
    let data: unknown;
    try {
      response = await doFetch(buildUrl(baseUrl, url, opts.params), { method, headers, body: payload, signal });
      const binary = accept !== "application/json" && response.ok;
      data = binary ? await response.blob() : await readBody(response);
    } catch (error) {
      if (opts.signal?.aborted) throw error;
      throw fail(0, null, opts.silent ?? false);
    } finally {
      clearTimeout(timer);
    }

    const renewed = bearerOf(response.headers.get("Authorization"));
    if (renewed) {
      setToken(renewed);
      if (typeof data === "object" && data !== null && !Array.isArray(data) && !(data instanceof Blob)) {
        (data as Record<string, unknown>).token = renewed;
      }
    }
    if (!response.ok) {
      if (response.status === 401 && token) options.onUnauthorized?.();
      const errorBody = typeof data === "object" && data !== null ? (data as ApiErrorBody) : null;
      throw fail(response.status, errorBody, opts.silent ?? false);
    }
    const warnings = typeof data === "object" && data !== null && !(data instanceof Blob) ? (data as { warnings?: unknown }).warnings : undefined;
    if (Array.isArray(warnings)) for (const text of warnings) if (typeof text === "string") options.notifyWarning?.(text);
    return { response, data };
  }

  async function request<T>(method: Method, url: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
    const { data } = await send(method, url, body, opts, "application/json");
    return data as T;
  }

  /** A file answer (GET): the body as a Blob and the file name the server gave it. */
  async function download(url: string, opts: RequestOptions = {}): Promise<DownloadedFile> {
    const { response, data } = await send("GET", url, undefined, opts, "*/*");
    return { blob: data as Blob, fileName: fileNameOf(response.headers.get("Content-Disposition")) };
  }

  return {
    request,
    download,
    get: <T>(url: string, opts?: RequestOptions) => request<T>("GET", url, undefined, opts),
    post: <T>(url: string, body?: unknown, opts?: RequestOptions) => request<T>("POST", url, body, opts),
    put: <T>(url: string, body?: unknown, opts?: RequestOptions) => request<T>("PUT", url, body, opts),
    delete: <T>(url: string, opts?: RequestOptions) => request<T>("DELETE", url, undefined, opts),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

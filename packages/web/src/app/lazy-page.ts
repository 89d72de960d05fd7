import { type ComponentType, lazy, type LazyExoticComponent } from "react";

/** Spec §9: a screen's script chunk may take up to 120 000 ms to load. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkTimeoutError extends Error {
  constructor() {
    super(`Loading the screen took longer than ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = "ChunkTimeoutError";
  }
}

export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A lazily loaded page: `lazyPage(() => import("../features/auth/login-chunk"), "LoginPage")`.
 * Pages of one feature share that feature's chunk.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const module = await withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS);
    return { default: module[name] as ComponentType };
  });
}

/** Registry paths and the lazily loaded pages that serve them: what each feature's `routes.ts` exports. */
export type PageMap = Record<string, LazyExoticComponent<ComponentType>>;

/**
 * The pages of one feature chunk, by export name:
 * `const page = featurePages(() => import("./chunk")); page("TagListPage")`. The chunk loads on the
 * first visit to any of them; one name is one component, however many paths it serves.
 */
export function featurePages<M extends Record<string, unknown>>(load: () => Promise<M>) {
  const pages = new Map<string, LazyExoticComponent<ComponentType>>();
  return (name: keyof M & string): LazyExoticComponent<ComponentType> => {
    let page = pages.get(name);
    if (!page) {
      page = lazyPage(load, name);
      pages.set(name, page);
    }
    return page;
  };
}

/** The spec's trio of a list screen: `path`, `path/add` and `path/detail/:id` on a list and a form page. */
export const listAddDetail = (
  path: string,
  list: LazyExoticComponent<ComponentType>,
  form: LazyExoticComponent<ComponentType>,
): PageMap => ({
  [path]: list,
  [`${path}/add`]: form,
  [`${path}/detail/:id`]: form,
});

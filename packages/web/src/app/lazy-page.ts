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
 * A lazily loaded page: `lazyPage(() => import("../features/auth/routes"), "LoginPage")`.
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

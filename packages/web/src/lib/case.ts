/** `cutOffDate` → `cut_off_date`; keys already in snake_case stay as they are. */
export function toSnakeCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z])([A-Z][a-z])/g, "$1_$2")
    .toLowerCase();
}

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function snakeKeys(object: Plain): Plain {
  const out: Plain = {};
  for (const [key, value] of Object.entries(object)) out[toSnakeCase(key)] = value;
  return out;
}

/** Lists whose items are converted too (spec §7): document lines and approvers. */
const NESTED_LISTS = new Set(["details", "approvers"]);

/**
 * The body conversion of spec §7: keys to snake_case at the top level and inside the items of
 * any `details` and `approvers` list; nothing deeper; FormData and other non-plain bodies untouched.
 */
export function snakeCaseBody<T>(body: T): T | Plain {
  if (!isPlainObject(body)) return body;
  const top = snakeKeys(body);
  for (const name of NESTED_LISTS) {
    const list = top[name];
    if (Array.isArray(list)) top[name] = list.map((item) => (isPlainObject(item) ? snakeKeys(item) : item));
  }
  return top;
}

import pg from "pg";

// Overridable so that two checkouts can run the PostgreSQL suite at once without dropping each other's template.
export const TEMPLATE_DATABASE = process.env.NERACA_TEST_TEMPLATE ?? "neraca_test_template";

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops and recreates the empty template database; returns its URL. */
export async function resetTemplate(url: string): Promise<string> {
  await admin(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  });
  return withDatabase(url, TEMPLATE_DATABASE);
}

/** A fresh database cloned from the migrated template, for one test file. */
export async function cloneTemplate(url: string, template: string, name: string): Promise<string> {
  await admin(url, async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        // Two clones of one template at the same moment: wait and try again.
        if (attempt >= 20 || (error as { code?: string }).code !== "55006") throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  return withDatabase(url, name);
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await admin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

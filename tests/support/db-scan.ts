import type { Knex } from 'knex';

/**
 * Looks for pieces of text in every text column of every table of the test's database (SQLite
 * or PostgreSQL): where a deleted learner's name or e-mail might still be. Returns where each
 * was found; an empty list means nowhere.
 */
export async function findTextAnywhere(knex: Knex, needles: string[]): Promise<{ table: string; column: string; needle: string }[]> {
  const columns = await textColumns(knex);
  const found: { table: string; column: string; needle: string }[] = [];
  for (const { table, column } of columns) {
    for (const needle of needles) {
      const [row] = await knex(table)
        .count({ n: '*' })
        .whereRaw(`cast(?? as text) like ?`, [column, `%${needle}%`]);
      if (Number(row.n) > 0) found.push({ table, column, needle });
    }
  }
  return found;
}

async function textColumns(knex: Knex): Promise<{ table: string; column: string }[]> {
  if (knex.client.config.client === 'postgres' || knex.client.config.client === 'pg') {
    const result = await knex.raw(
      `select table_name as t, column_name as c from information_schema.columns
        where table_schema = current_schema() and data_type in ('text', 'character varying', 'json', 'jsonb', 'tsvector')`,
    );
    return result.rows.map((r: { t: string; c: string }) => ({ table: r.t, column: r.c }));
  }
  const tables: { name: string }[] = await knex.raw(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`);
  const out: { table: string; column: string }[] = [];
  for (const { name } of tables) {
    // FTS5's shadow tables hold the same text as their main table, in blobs.
    if (/_(data|idx|docsize|config|content)$/.test(name) && tables.some((t) => name.startsWith(`${t.name}_`))) continue;
    const info: { name: string; type: string }[] = await knex.raw(`pragma table_info(??)`, [name]);
    for (const c of info)
      if (!/int|real|float|double|bool|date|time|numeric|decimal/i.test(c.type)) out.push({ table: name, column: c.name });
  }
  return out;
}

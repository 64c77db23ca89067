/** A digest of the stored data, to check that a refused request changed none of it during a fuzz run. */

/** Per table, its row count and an MD5 of its rows in primary-key order. */
export type DataDigest = Record<string, { rows: number; md5: string }>;

/** Runs one SQL statement and returns its rows. */
type RunQuery = (text: string) => Promise<Record<string, unknown>[]>;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * A digest of every table of the schema, as listed by information_schema, except `skipTables` (bookkeeping that is
 * not data, or that a refusal writes by design), without the columns `skipColumns` names (`table.column`). Rows are
 * digested in primary-key order (all columns for a table without one). Returns the function that takes a digest.
 */
export async function dataDigester(
  run: RunQuery,
  schema: string,
  { skipTables = [], skipColumns = [] }: { skipTables?: string[]; skipColumns?: string[] } = {},
): Promise<{ tables: string[]; digest: () => Promise<DataDigest> }> {
  const listed = await run(`
    SELECT t.table_name AS name,
      (SELECT string_agg(quote_ident(k.column_name), ',' ORDER BY k.ordinal_position)
         FROM information_schema.table_constraints c
         JOIN information_schema.key_column_usage k
           ON k.constraint_name = c.constraint_name AND k.table_schema = c.table_schema AND k.table_name = c.table_name
        WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.constraint_type = 'PRIMARY KEY'
      ) AS key
      FROM information_schema.tables t
     WHERE t.table_schema = ${quoteLiteral(schema)} AND t.table_type = 'BASE TABLE'
     ORDER BY t.table_name`);
  const tables = listed.filter((row) => !skipTables.includes(String(row.name)));
  const statement = tables
    .map((row) => {
      const name = String(row.name);
      const dropped = skipColumns
        .filter((c) => c.startsWith(`${name}.`))
        .map((c) => quoteLiteral(c.slice(name.length + 1)));
      const json = dropped.length > 0 ? `(to_jsonb(t) - ARRAY[${dropped.join(',')}]::text[])` : 'to_jsonb(t)';
      const order = row.key
        ? String(row.key)
            .split(',')
            .map((column) => `t.${column}`)
            .join(',')
        : `${json}::text`;
      return `SELECT ${quoteLiteral(name)} AS name, count(*)::int AS rows,
        coalesce(md5(string_agg(${json}::text, ',' ORDER BY ${order})), '') AS md5
        FROM ${quoteIdent(schema)}.${quoteIdent(name)} t`;
    })
    .join('\nUNION ALL\n');
  return {
    tables: tables.map((row) => String(row.name)),
    async digest() {
      const rows = await run(statement);
      return Object.fromEntries(
        rows.map((row) => [String(row.name), { rows: Number(row.rows), md5: String(row.md5) }]),
      );
    },
  };
}

/**
 * The tables whose digest differs, with their row counts before and after. A table of `mayShrink` may lose rows
 * (a refusal may use up what it answered, such as a sign-in challenge); it may not gain or change any.
 */
export function changedTables(
  before: DataDigest,
  after: DataDigest,
  { mayShrink = [] }: { mayShrink?: string[] } = {},
): string[] {
  return Object.keys({ ...before, ...after })
    .filter((table) => before[table]?.md5 !== after[table]?.md5 || before[table]?.rows !== after[table]?.rows)
    .filter((table) => !(mayShrink.includes(table) && (after[table]?.rows ?? 0) < (before[table]?.rows ?? 0)))
    .map((table) => `${table} (${before[table]?.rows ?? '-'} → ${after[table]?.rows ?? '-'} rows)`);
}

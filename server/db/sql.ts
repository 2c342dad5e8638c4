import postgres from 'postgres';

export type Sql = postgres.Sql;
/** A query runner: the process's `sql` or a transaction of it. Repositories take one as first argument. */
export type Db = postgres.Sql | postgres.TransactionSql;

export type SqlTarget = { url: string } | { socketPath: string };

const DATE_OID = 1082;

/** Creates the process's postgres.js instance. `date` columns stay 'YYYY-MM-DD' strings (no time-zone shifts). */
export function createSql(target: SqlTarget, options: { max?: number } = {}): Sql {
  const common = {
    max: options.max ?? 10,
    onnotice: () => {},
    transform: postgres.camel,
    types: {
      dateOnly: {
        to: DATE_OID,
        from: [DATE_OID],
        serialize: (value: string) => value,
        parse: (value: string) => value,
      },
    },
  };
  if ('url' in target) return postgres(target.url, common);
  // PGlite runs one backend session for every connection (see ConnectionQueue): named prepared statements of
  // two connections would collide, and transactions run one at a time anyway.
  return postgres({ ...common, max: 1, path: target.socketPath, database: 'postgres', username: 'postgres', prepare: false });
}

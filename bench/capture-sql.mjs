// Preloaded into the server by the tickets benchmark (node --import ./bench/capture-sql.mjs) when
// BENCH_CAPTURE_SQL names a file: appends every statement the pg driver sends, with its
// parameters, one JSON line each, so the benchmark can EXPLAIN exactly what the server runs.
// Only the short EXPLAIN phase runs with it, never the timed load.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_CAPTURE_SQL;
if (file) {
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function query(config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : config?.values;
    if (text) appendFileSync(file, `${JSON.stringify({ text, values: params ?? [] })}\n`);
    return original.call(this, config, values, callback);
  };
}

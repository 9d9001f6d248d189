// `column = any($name)`: the condition of the batched reads (batched-reads.ts), which take the
// keys of one turn as one array parameter of a prepared statement.
import { sql, type Column, type SQL } from 'drizzle-orm';

export function anyOf(column: Column, placeholder: string): SQL {
  return sql`${column} = any(${sql.placeholder(placeholder)})`;
}

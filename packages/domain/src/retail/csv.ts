// The registrations export (CSV, RFC 4180). A cell is quoted when it holds a comma, quote or line
// break (quotes doubled); a cell that a spreadsheet would run as a formula (leading =, +, -, @,
// tab or carriage return) is prefixed with a single quote first (OWASP CSV injection advice), so
// a registrant's name can never become a formula in the coordinator's spreadsheet.
const FORMULA_LEAD = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_LEAD.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows joined with CRLF, ending with one. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * A table as CSV for a spreadsheet: every cell quoted, and a cell a spreadsheet would run as a formula (it starts
 * with =, +, -, @, a tab or a return: a student's answer can) kept as text with a leading apostrophe.
 */
const FORMULA = /^[=+\-@\t\r]/;

export function csvOf(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    const safe = typeof value === 'string' && FORMULA.test(text) ? `'${text}` : text;
    return `"${safe.replaceAll('"', '""')}"`;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

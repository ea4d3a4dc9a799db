/**
 * A spreadsheet-safe cell: quoted, and a leading = + - @ (or tab/CR) is defused so a crafted
 * value cannot run as a formula when the file is opened.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Rows as CSV (RFC 4180, CRLF line ends). */
export function csvOf(lines: readonly (readonly string[])[]): string {
  return `${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

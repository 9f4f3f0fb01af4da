/**
 * CSV export of a table as the user sees it (all filtered rows, not only the page). Fields are
 * quoted when they hold a comma, quote or line break (RFC 4180); a leading =, +, - or @ in a
 * text field is prefixed with ' so a spreadsheet does not run it as a formula.
 */
export type CsvValue = string | number | boolean | null | undefined;

function field(value: CsvValue): string {
  if (value == null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(filename: string, csv: string): void {
  // A byte-order mark makes spreadsheet programs read the names' accents as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

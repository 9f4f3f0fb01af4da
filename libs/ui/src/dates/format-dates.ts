/**
 * The product's one date format (issue 14): '24 Nov 2026, 04:10' with a time, '24 Nov 2026'
 * without, in the viewer's own time zone. Every remote writes dates through these.
 *
 * The formatters are made on first use, not when the module loads: the first Intl.DateTimeFormat
 * of a page loads the locale's data, which would otherwise sit
 * on the first paint of every page whose chunk imports this file, dates shown or not.
 */
let dateTime: Intl.DateTimeFormat | undefined;
let dateOnly: Intl.DateTimeFormat | undefined;

export const formatDateTime = (iso: string): string =>
  (dateTime ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })).format(new Date(iso));
export const formatDate = (iso: string): string =>
  (dateOnly ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })).format(new Date(iso));

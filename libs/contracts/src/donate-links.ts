/**
 * The three support links used when no /app-config.json provides them (a remote run on its own,
 * the shell's dev server). Kept free of imports: tools/rspack-kit reads this file at build time, and the
 * gateway writes them into /app-config.json unless DONATE_*_URL say otherwise.
 */
export const DEFAULT_DONATE_LINKS = [
  { label: 'PayPal', description: 'Send a one-off contribution by payment transfer', url: 'https://www.paypal.com/donate' },
  { label: 'Buy Me a Coffee', description: 'Buy the team a coffee', url: 'https://www.buymeacoffee.com/' },
  { label: 'M-Pesa', description: 'Support us with mobile money', url: 'https://www.safaricom.co.ke/personal/m-pesa' },
];

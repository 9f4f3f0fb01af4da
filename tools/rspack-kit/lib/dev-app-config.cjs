'use strict';
/**
 * The /app-config.json the shell's dev server answers with: every remote on its own dev server
 * (overridable by the same REMOTE_*_URL variables the gateway reads). In production the gateway
 * writes this file from its environment instead.
 */
const { loadRouteTable, loadDefaultDonateLinks } = require('./route-table.cjs');

function devAppConfig() {
  const { REMOTES, REMOTE_ENTRY_FILE } = loadRouteTable();
  const remotes = Object.fromEntries(
    Object.values(REMOTES).map((r) => [
      r.name,
      process.env[r.urlEnv] || `http://127.0.0.1:${r.devPort}/${REMOTE_ENTRY_FILE}`,
    ]),
  );
  return { remotes, donateLinks: loadDefaultDonateLinks() };
}

module.exports = { devAppConfig };

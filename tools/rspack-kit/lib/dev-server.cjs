'use strict';
/**
 * `rspack serve` settings shared by the shell and the remotes. Calls to the API and the shirt
 * images go to the gateway, so a remote developed on its own port talks to real services.
 */
const { loadRouteTable } = require('./route-table.cjs');
const { devAppConfig } = require('./dev-app-config.cjs');

const DEFAULT_GATEWAY_URL = 'http://127.0.0.1:8080';
/** The shell's own dev port; the remotes' ports come from REMOTES in the route table. */
const SHELL_DEV_PORT = 3000;

function devServer(port) {
  const { APP_CONFIG_PATH, SHIRT_PATHS } = loadRouteTable();
  const gateway = process.env.GATEWAY_URL || DEFAULT_GATEWAY_URL;
  const proxied = ['/api', ...SHIRT_PATHS.map((p) => p.replace(/\/$/, ''))];
  return {
    port,
    host: '127.0.0.1',
    historyApiFallback: true,
    // The shell on :3000 loads remote chunks from :3001..3003.
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { errors: true, warnings: false } },
    proxy: [{ context: proxied, target: gateway, changeOrigin: true }],
    // The shell and a standalone remote both start by reading /app-config.json.
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'draftroom-app-config',
        path: APP_CONFIG_PATH,
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify(devAppConfig()));
        },
      });
      return middlewares;
    },
  };
}

module.exports = { devServer, SHELL_DEV_PORT, DEFAULT_GATEWAY_URL };

/**
 * Which storage passes a service test file runs in. A file runs on both of its service's engines
 * (SQLite and PostgreSQL; for the drafts service SQLite and MongoDB, decision 190) unless its
 * header says otherwise with `@engines sqlite` (nothing in it depends on the engine: served from
 * memory, HTTP only, Redis only), `@engines postgres` or `@engines mongodb` (it exists for that
 * pass). The server passes are for what is about storage: stores, migrations, concurrency.
 */
const { readFileSync, readdirSync } = require('node:fs');
const { join, relative } = require('node:path');

const SKIP = new Set(['node_modules', 'dist', '.data', '.git', 'e2e']);

function testFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) testFiles(path, out);
    else if (entry.name.endsWith('.test.ts') && /[\\/]test[\\/]/.test(path)) out.push(path);
  }
  return out;
}

const declared = (file) => /@engines\s+(sqlite|postgres|mongodb)\b/.exec(readFileSync(file, 'utf8').slice(0, 2000))?.[1];

/** Path patterns of the test files that do not run on `engine`. */
function notOn(engine, root) {
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return testFiles(root)
    .filter((file) => { const only = declared(file); return only !== undefined && only !== engine; })
    .map((file) => `<rootDir>/${escape(relative(root, file))}$`);
}

module.exports = { notOn };

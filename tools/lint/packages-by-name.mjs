/**
 * The lint rule `draftroom/packages-by-name` (decision 181): a package imports another workspace
 * package by its name (`@draftroom/solver`), never by a path into that package's `src/` or
 * `dist/`. A path into `src/` couples to files the other package may move; a path into `dist/`
 * needs that package built first and bypasses the entry point that says what it offers.
 *
 * It reads every import, export ... from, import() and require() whose module is a string, and a
 * require() of `join(root, 'libs/x/dist/...')` or `resolve(...)` whose arguments hold such a path
 * (the scripts' way of loading built code). A path inside the importing file's own package is
 * its own business (a test of `src/`, a bench of its own `dist/`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The workspace packages: every folder npm's `workspaces` name that holds a package.json. */
export function workspacePackages(root, dirs) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const folders = workspaces.flatMap((w) => (w.endsWith('/*') ? dirs(w.slice(0, -2)).map((d) => `${w.slice(0, -2)}/${d}`) : [w]));
  const packages = new Map();
  for (const folder of folders) {
    const file = join(root, folder, 'package.json');
    if (existsSync(file)) packages.set(folder, JSON.parse(readFileSync(file, 'utf8')).name);
  }
  return packages;
}

const BUILT_OR_SOURCE = new Set(['src', 'dist']);
const BY_NAME_INSIDE = /^(@draftroom\/[^/]+)\/(src|dist)(\/|$)/;

export function packagesByNameRule(root, packages) {
  const packageOf = (path) => {
    const rel = relative(root, path).split(sep).join('/');
    for (const folder of packages.keys()) if (rel === folder || rel.startsWith(`${folder}/`)) return folder;
    return undefined; // the root package: scripts, tools without a package.json
  };
  const inside = (folder, path) => relative(join(root, folder), path).split(sep)[0];

  return {
    meta: {
      type: 'problem',
      docs: { description: "Import a workspace package by its name, never by a path into its src/ or dist/" },
      schema: [],
    },
    create(context) {
      const file = context.filename;
      const own = packageOf(file);
      const report = (node, name, part) =>
        context.report({ node, message: `Import ${name} by its name: this path reaches into its ${part}/ (a package imports packages by name; decision 181).` });

      const checkPath = (node, target) => {
        const folder = packageOf(target);
        if (!folder || folder === own) return;
        const part = inside(folder, target);
        if (BUILT_OR_SOURCE.has(part)) report(node, packages.get(folder), part);
      };
      const checkSpecifier = (node, spec) => {
        if (typeof spec !== 'string') return;
        const named = BY_NAME_INSIDE.exec(spec);
        if (named) return report(node, named[1], named[2]);
        if (spec.startsWith('./') || spec.startsWith('../')) checkPath(node, resolve(dirname(file), spec));
      };
      /** `join(root, 'libs/domain/dist/index.js')`: a literal that starts with a package's folder. */
      const checkJoined = (node, call) => {
        for (const arg of call.arguments) {
          if (arg.type !== 'Literal' || typeof arg.value !== 'string') continue;
          const first = arg.value.split('/')[0];
          if ([...packages.keys()].some((folder) => folder.split('/')[0] === first)) checkPath(node, join(root, arg.value));
        }
      };
      const checkModuleArgument = (node, arg) => {
        if (!arg) return;
        if (arg.type === 'Literal') checkSpecifier(node, arg.value);
        else if (arg.type === 'CallExpression') checkJoined(node, arg);
      };
      const isRequire = (callee) =>
        (callee.type === 'Identifier' && callee.name === 'require') ||
        (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'require' && callee.property.name === 'resolve');

      return {
        ImportDeclaration: (node) => checkSpecifier(node, node.source.value),
        ExportNamedDeclaration: (node) => node.source && checkSpecifier(node, node.source.value),
        ExportAllDeclaration: (node) => checkSpecifier(node, node.source.value),
        ImportExpression: (node) => checkModuleArgument(node, node.source),
        CallExpression: (node) => isRequire(node.callee) && checkModuleArgument(node, node.arguments[0]),
      };
    },
  };
}

// @ts-check
/**
 * Every route module in `web/app/routes/` has one shape (decision 027): the page (component, meta,
 * handle) in `<route>.tsx`, and everything that runs only on the server (loader, action, headers)
 * in `<route>.server.ts` beside it, which the route re-exports. A resource route without a
 * component is the same: its `.ts` module is one re-export line. So a newcomer copies any
 * neighbour, and a page cannot reach the CMS or the server but through its own loader.
 */
import fs from 'node:fs';
import path from 'node:path';

/** What only the server runs: Remix drops these exports from the browser's bundle. */
const SERVER_EXPORTS = new Set(['loader', 'action', 'headers']);

/** @param {string} filename */
function routeOf(filename) {
  const normal = filename.split(path.sep).join('/');
  const match = /\/web\/app\/routes\/([^/]+)$/.exec(normal);
  if (!match) return null;
  const file = match[1];
  const server = /^(.+)\.server\.tsx?$/.exec(file);
  if (server) return { kind: /** @type {const} */ ('server'), base: server[1] };
  const route = /^(.+)\.tsx?$/.exec(file);
  return route && !/\.test\.tsx?$/.test(file) ? { kind: /** @type {const} */ ('route'), base: route[1] } : null;
}

/** @param {string} source */
const isServerOnly = (source) => /(^|\/)lib\/api(\/|$)/.test(source) || /\.server(\.tsx?)?$/.test(source);

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Route modules re-export their loader, action and headers from the .server.ts beside them' },
    schema: [],
    messages: {
      inline: "'{{name}}' is defined in the route module: move it to ./{{own}} and re-export it (`export { {{name}} } from './{{own}}';`).",
      elsewhere: "'{{name}}' is re-exported from '{{source}}': a route's {{name}} comes from its own ./{{own}}.",
      reach: "A route module imports '{{source}}': pages only display; reach the CMS and the server through ./{{own}}.",
      orphan: 'This .server.ts has no route beside it ({{base}}.tsx or {{base}}.ts): Remix would never call it.',
    },
  },
  create(context) {
    const route = routeOf(context.filename);
    if (!route) return {};
    const own = `${route.base}.server`;
    const ownSource = `./${own}`;

    if (route.kind === 'server') {
      return {
        Program(node) {
          const dir = path.dirname(context.filename);
          const beside = ['.tsx', '.ts'].some((ext) => fs.existsSync(path.join(dir, route.base + ext)));
          if (!beside) context.report({ node, messageId: 'orphan', data: { base: route.base } });
        },
      };
    }

    /** @param {import('estree').Node} node @param {string} source */
    const checkSource = (node, source) => {
      if (source !== ownSource && isServerOnly(source)) context.report({ node, messageId: 'reach', data: { source, own } });
    };
    /** @param {import('estree').Node} node @param {string} name */
    const inline = (node, name) => {
      if (SERVER_EXPORTS.has(name)) context.report({ node, messageId: 'inline', data: { name, own } });
    };

    return {
      ImportDeclaration(node) {
        checkSource(node, String(node.source.value));
      },
      ExportAllDeclaration(node) {
        checkSource(node, String(node.source.value));
      },
      ExportNamedDeclaration(node) {
        const decl = node.declaration;
        if (decl?.type === 'FunctionDeclaration' && decl.id) inline(node, decl.id.name);
        if (decl?.type === 'VariableDeclaration')
          for (const d of decl.declarations) if (d.id.type === 'Identifier') inline(node, d.id.name);
        if (node.source) {
          const source = String(node.source.value);
          checkSource(node, source);
          for (const spec of node.specifiers) {
            const name = spec.exported.type === 'Identifier' ? spec.exported.name : String(spec.exported.value);
            if (SERVER_EXPORTS.has(name) && source !== ownSource)
              context.report({ node, messageId: 'elsewhere', data: { name, source, own } });
          }
        } else {
          // `export { loader }` of a local binding is an inline loader too.
          for (const spec of node.specifiers) {
            const name = spec.exported.type === 'Identifier' ? spec.exported.name : String(spec.exported.value);
            inline(node, name);
          }
        }
      },
    };
  },
};

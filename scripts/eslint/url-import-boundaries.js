import path from 'node:path';

/**
 * Module references that `import`/`import()` rules cannot see: `new URL('./x', import.meta.url)`
 * (workers, assets) and `import.meta.glob(...)`. Each relative reference is resolved against the
 * linted file and must fall inside one of `allow` (when given) and inside none of `deny`. Paths are
 * relative to the lint cwd; `{dir}` stands for the linted file's plugin folder (`plugins/<id>`).
 * `alias` maps a specifier prefix to a folder (`{ '@/': 'src/' }`), as Vite resolves it in a glob.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Keep worker and asset URLs and import.meta.glob patterns inside the allowed folders' },
    schema: [
      {
        type: 'object',
        properties: {
          allow: { type: 'array', items: { type: 'string' } },
          deny: { type: 'array', items: { type: 'string' } },
          alias: { type: 'object', additionalProperties: { type: 'string' } },
          message: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: { outside: "'{{ref}}' resolves outside the allowed paths. {{message}}" },
  },
  create(context) {
    const { allow, deny = [], alias = {}, message = '' } = context.options[0] ?? {};
    const cwd = context.cwd;
    const file = context.filename;
    const pluginRel = path.relative(path.join(cwd, 'plugins'), file);
    const pluginDir = pluginRel.startsWith('..') ? null : path.join('plugins', pluginRel.split(path.sep)[0]);
    const toRoots = (list) =>
      list
        .flatMap((p) => (p.includes('{dir}') ? (pluginDir ? [p.replace('{dir}', pluginDir)] : []) : [p]))
        .map((p) => path.resolve(cwd, p));
    const allowRoots = allow ? toRoots(allow) : null;
    const denyRoots = toRoots(deny);
    const within = (roots, target) =>
      roots.some((r) => {
        const rel = path.relative(r, target);
        return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
      });

    const isImportMeta = (n) => n?.type === 'MetaProperty' && n.meta.name === 'import' && n.property.name === 'meta';
    const isImportMetaUrl = (n) =>
      n?.type === 'MemberExpression' && isImportMeta(n.object) && !n.computed && n.property.name === 'url';

    const check = (node, ref, { glob = false } = {}) => {
      if (glob && ref.startsWith('!')) return;
      let spec = ref.replace(/[?#].*$/, '');
      // a glob is checked by the folder its pattern starts in
      if (glob) spec = spec.slice(0, spec.search(/[*?[{]|$/));
      let target;
      const aliased = Object.keys(alias).find((prefix) => spec.startsWith(prefix));
      if (aliased !== undefined) target = path.join(cwd, alias[aliased], spec.slice(aliased.length));
      // vite resolves a glob starting with '/' from the project root
      else if (glob && spec.startsWith('/')) target = path.join(cwd, spec);
      else if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..')
        target = path.resolve(path.dirname(file), spec);
      else return;
      const ok = (!allowRoots || within(allowRoots, target)) && !within(denyRoots, target);
      if (!ok) context.report({ node, messageId: 'outside', data: { ref, message } });
    };
    const literals = (n) => {
      if (n?.type === 'Literal' && typeof n.value === 'string') return [[n, n.value]];
      // an interpolation may be anything: the part before it decides
      if (n?.type === 'TemplateLiteral') return [[n, n.quasis.map((q) => q.value.cooked).join('*')]];
      if (n?.type === 'ArrayExpression') return n.elements.flatMap(literals);
      return [];
    };

    return {
      NewExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'URL' || !isImportMetaUrl(node.arguments[1]))
          return;
        for (const [n, ref] of literals(node.arguments[0])) check(n, ref, { glob: n.type === 'TemplateLiteral' });
      },
      CallExpression(node) {
        const c = node.callee;
        if (
          c.type !== 'MemberExpression' ||
          !isImportMeta(c.object) ||
          c.computed ||
          !['glob', 'globEager'].includes(c.property.name)
        )
          return;
        for (const [n, ref] of literals(node.arguments[0])) check(n, ref, { glob: true });
      },
    };
  },
};

// SQL lives in packages/server/src/repositories/ and db/ only (docs/server.md §2); the demo seed in
// demo/ writes its fixed fleet directly. Everywhere else in the server, routes and services call
// repository functions. The rule is no-restricted-syntax rather than no-restricted-imports because
// eslint.config.js already sets no-restricted-imports for the package boundaries, and a second setting of
// the same rule would replace those options instead of adding to them.

const MESSAGE = 'SQL belongs in packages/server/src/repositories/: call a repository function instead';

// Kysely's query builders that start a statement.
const BUILDERS = [
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'selectNoFrom',
  'replaceInto',
  'mergeInto',
];

const restricted = [
  {
    selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${BUILDERS.join('|')})$/]`,
    message: MESSAGE,
  },
  // sql`...` and sql<T>`...`, also through a namespace import (kysely.sql`...`).
  { selector: "TaggedTemplateExpression[tag.name='sql']", message: MESSAGE },
  { selector: "TaggedTemplateExpression[tag.property.name='sql']", message: MESSAGE },
  // sql.raw(...), sql.ref(...), sql.join(...) and CompiledQuery.raw(...).
  { selector: 'CallExpression[callee.object.name=/^(sql|CompiledQuery)$/]', message: MESSAGE },
  {
    selector:
      "ImportDeclaration[source.value='kysely'] ImportSpecifier[imported.name=/^(sql|CompiledQuery)$/]",
    message: MESSAGE,
  },
  // pg's pool.query('SELECT ...') / client.query(`...`): SQL text handed to the driver.
  {
    selector: "CallExpression[callee.property.name='query'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
    message: MESSAGE,
  },
];

export default [
  {
    files: ['packages/server/src/**/*.ts'],
    ignores: [
      'packages/server/src/repositories/**',
      'packages/server/src/db/**',
      'packages/server/src/demo/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...restricted] },
  },
];

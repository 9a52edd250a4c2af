// Lint rules for every package. Import boundaries: only @airsight/contracts is shared; server, web,
// simulator and e2e never import each other, and contracts imports none of them (it does no I/O).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import serverSql from './eslint/server-sql.js';
import webFeatures from './eslint/web-features.js';

const packages = ['server', 'web', 'simulator', 'e2e', 'contracts'];

function boundaryRules(self) {
  const others = packages.filter((p) => p !== self && p !== 'contracts');
  const banned = self === 'contracts' ? packages.filter((p) => p !== 'contracts') : others;
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: banned.flatMap((p) => [
          {
            group: [`@airsight/${p}`, `@airsight/${p}/*`],
            message: `Only @airsight/contracts is shared; ${self} must not import ${p}.`,
          },
          {
            group: [`**/packages/${p}/**`, `../../${p}/**`, `../../../${p}/**`, `../../../../${p}/**`],
            message: `Only @airsight/contracts is shared; ${self} must not import ${p}.`,
          },
        ]),
      },
    ],
  };
}

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/*.d.ts', 'packages/web/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  ...packages.map((p) => ({ files: [`packages/${p}/**/*.{ts,tsx}`], rules: boundaryRules(p) })),
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // MUI 9 dropped the system props: `color="text.secondary"` on Typography is silently ignored (the
      // text came out in the primary colour). Typography takes 'textSecondary'; other colours go in sx.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='color'] > Literal[value=/\\./]",
          message:
            "MUI 9 ignores a palette path in color= (e.g. 'text.secondary'): use Typography's own value ('textSecondary') or sx.",
        },
      ],
    },
  },
  ...serverSql,
  ...webFeatures,
);

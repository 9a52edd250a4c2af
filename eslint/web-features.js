// Web feature boundaries (docs/web-client.md §1). Imports go one way only:
//   app → features → components → api → lib, i18n, assets → (@airsight/contracts, checked in eslint.config.js)
// A feature (features/<name>/) imports only itself and the shared layers: features never import each
// other, and nothing shared imports a feature or the app.
import boundaries from 'eslint-plugin-boundaries';

const WEB = 'packages/web/src';

const elements = [
  { type: 'app', pattern: `${WEB}/app` },
  { type: 'feature', pattern: `${WEB}/features/*`, capture: ['name'] },
  { type: 'components', pattern: `${WEB}/components` },
  { type: 'api', pattern: `${WEB}/api` },
  { type: 'lib', pattern: `${WEB}/lib` },
  { type: 'i18n', pattern: `${WEB}/i18n` },
  { type: 'assets', pattern: `${WEB}/assets` },
];

const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const BASE = ['lib', 'i18n', 'assets'];

const policies = [
  { from: { element: { type: 'app' } }, allow: to('app', 'feature', 'components', 'api', ...BASE) },
  { from: { element: { type: 'feature' } }, allow: to('components', 'api', ...BASE) },
  {
    from: { element: { type: 'feature' } },
    allow: { to: { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } } },
  },
  { from: { element: { type: 'components' } }, allow: to('components', 'api', ...BASE) },
  { from: { element: { type: 'api' } }, allow: to('api', ...BASE) },
  { from: { element: { types: { anyOf: ['lib', 'i18n'] } } }, allow: to(...BASE) },
];

export default [
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': [`${WEB}/**/*`],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies,
          message:
            'A {{ from.element.type }} file must not import this {{ to.element.type }} file: imports go app → feature (itself only) → components → api → lib, i18n (docs/web-client.md §1).',
        },
      ],
    },
  },
];

import type { Config } from '../config.ts';
import { DEMO_ACCOUNTS } from './seed.ts';

/**
 * What `npm start` prints once the demo portal is up: where it is, and the demo accounts only when they
 * can sign in (the embedded provider; with an external OIDC_ISSUER they cannot).
 */
export function startBanner(config: Pick<Config, 'publicUrl' | 'oidcIssuer'>): string {
  const accounts = config.oidcIssuer
    ? ['  The demo accounts cannot sign in: OIDC_ISSUER names an external identity provider.']
    : [
        '  Demo accounts (password "demo"):',
        ...DEMO_ACCOUNTS.map((a) => `    ${a.userId.padEnd(15)} ${a.description}`),
      ];
  const lines = [
    '',
    `  Portal:  ${config.publicUrl}`,
    `  API docs: ${config.publicUrl}/docs`,
    ...accounts,
    '',
  ];
  return lines.join('\n') + '\n';
}

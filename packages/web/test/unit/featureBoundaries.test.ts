/**
 * The import directions of the web client (eslint/web-features.js, docs/web-client.md §1), checked
 * through ESLint itself: snippets are linted as if they were files of the client.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const repositoryRoot = decodeURIComponent(new URL('../../../../', import.meta.url).pathname);
const eslint = new ESLint({ cwd: repositoryRoot });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `packages/web/src/${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('web feature boundaries', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'features/logs/components/Probe.tsx',
      "import { HOME_ADMIN_REFRESH_MS } from '../../home-admin/constants.ts';\nexport const probe = HOME_ADMIN_REFRESH_MS;\n",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('feature');
  });

  it('refuses shared code importing a feature or the app', async () => {
    expect(
      await boundaryErrors(
        'components/Probe.tsx',
        "import { HOME_ADMIN_REFRESH_MS } from '../features/home-admin/constants.ts';\nexport const probe = HOME_ADMIN_REFRESH_MS;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'lib/probe.ts',
        "import { queryClient } from '../app/queryClient.ts';\nexport const probe = queryClient;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'api/probe.ts',
        "import { ScreenPage } from '../components/ScreenPage.tsx';\nexport const probe = ScreenPage;\n",
      ),
    ).toHaveLength(1);
  });

  it('lets a feature import itself and the shared layers, and the app import features', async () => {
    expect(
      await boundaryErrors(
        'features/home-admin/components/Probe.tsx',
        [
          "import { HOME_ADMIN_REFRESH_MS } from '../constants.ts';",
          "import { ScreenPage } from '../../../components/ScreenPage.tsx';",
          "import { useFleetDevices } from '../../../api/fleet/getFleetDevices.ts';",
          "import { compressorInfoHref } from '../../../lib/routes.ts';",
          "import { useLocale } from '../../../i18n/useLocale.ts';",
          'export const probe = [HOME_ADMIN_REFRESH_MS, ScreenPage, useFleetDevices, compressorInfoHref, useLocale];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'app/Probe.tsx',
        "import { HOME_ADMIN_REFRESH_MS } from '../features/home-admin/constants.ts';\nexport const probe = HOME_ADMIN_REFRESH_MS;\n",
      ),
    ).toEqual([]);
  });
});

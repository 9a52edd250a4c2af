/**
 * Least privilege for the special administrator (part 1 §6: announcements and logs only): every route that
 * is not marked for it answers 403 to it, even when its account holds the supplier's Login role, and a
 * write it attempts changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInHeaders } from '../support/app.ts';
import { insertUserRole } from '../support/factories.ts';
import { FLEET, MI, useDemoApp } from './master-info.setup.ts';

const concrete = (url: string) => url.replace(/:(\w+)/g, 'x');

describe('the special administrator', () => {
  const d = useDemoApp();
  beforeAll(async () => {
    // The strongest case: an account that also holds the supplier's Login role (as older demo data did).
    await insertUserRole(d.database.db, { userId: 'info-admin', roleId: 'SUPPLIER_Login', ordinal: 0 });
  });

  it('is refused every route that is not marked for it, and allowed the others', async () => {
    const routes = d.app.routeAccess().filter((r) => !r.public && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(15);
    const answers: string[] = [];
    for (const route of routes) {
      const res = await d.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        // A session of its own for each call: the sign-out route ends the one it is called with.
        headers: await signedInHeaders(d.database.db, 'info-admin'),
      });
      const code = res.statusCode === 403 ? res.json<{ code: string }>().code : '';
      answers.push(
        `${route.method} ${route.url} ${route.specialAdmin ? 'allowed' : 'refused'} ${res.statusCode} ${code}`,
      );
    }
    expect(answers.filter((a) => a.includes(' refused ') && !a.endsWith(' 403 SPECIAL_ADMIN_ONLY'))).toEqual(
      [],
    );
    expect(answers.filter((a) => a.includes(' allowed ') && a.includes(' 403 '))).toEqual([]);
    expect(answers).toContain('POST /auth/logout allowed 200 ');
  });

  it('sees no machine and may change none, while the supplier still does', async () => {
    const machine = FLEET.machinesUnder('supplier')[0]!;
    const url = `${MI}/devices?model_id=${machine.model_id}&serial_no=${machine.serial_no}`;
    const asSupplier = await d.get('supplier', url);
    expect(asSupplier.statusCode, asSupplier.body).toBe(200);
    const device = asSupplier.json().device_list[0];

    const asInfoAdmin = await d.get('info-admin', url);
    expect(asInfoAdmin.statusCode).toBe(403);
    expect(asInfoAdmin.body).not.toContain(machine.serial_no);

    const put = await d.put('info-admin', `${MI}/devices/${device.id}`, {
      ...device,
      optional_info_2: 'changed by the special admin',
    });
    expect(put.statusCode).toBe(403);
    expect((await d.get('supplier', url)).json().device_list[0]).toEqual(device);
  });
});

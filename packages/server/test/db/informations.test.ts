/**
 * Announcements (second backend, part 1 §2, §7; part 2 §2 'Notification admin', §5, §7): only the
 * special administrator lists, adds, changes and deletes them, with _ts concurrency; every user reads
 * those shown now and downloads their PDFs byte for byte, as attachments; a non-PDF, a renamed non-PDF
 * and a 10,000,000-byte file are refused, and a refused write changes nothing.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInHeaders, useTestApp } from '../support/app.ts';
import { insertDeviceGroup, insertUser } from '../support/factories.ts';

const t = useTestApp();
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  const acme = await insertDeviceGroup(t.db, { device_group_id: 'acme' });
  await insertUser(t.db, { userId: 'alice', loginRootGroupIds: [acme.root_group_id] });
  await insertUser(t.db, { userId: 'info-admin', loginRootGroupIds: [] });
  admin = await signedInHeaders(t.db, 'info-admin');
  customer = await signedInHeaders(t.db, 'alice');
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (headers: Record<string, string>, method: Method, url: string, body?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(body ? { payload: body } : {}) });

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.from([0, 1, 2, 250, 251, 252]),
  Buffer.from('\n%%EOF\n'),
]);
const base64 = (bytes: Buffer) => bytes.toString('base64');
const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
/** 'YYYY-MM-DD HH:mm:ss.SSSSSSS' of now, as the dialog sends it. */
const targetNow = () => `${new Date().toISOString().replace('T', ' ').slice(0, 23)}0000`;

const info = (over: object = {}) => ({
  infoNm: 'Portal maintenance on Sunday',
  startDatetime: hourFromNow(-1),
  endDatetime: hourFromNow(24),
  ...over,
});
const storedCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('informations')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('announcement admin', () => {
  it('adds one with a PDF, lists it, and every user downloads the PDF byte for byte as an attachment', async () => {
    const added = await call(admin, 'POST', '/addInformation', {
      ...info(),
      infoFileBase64: base64(PDF),
      infoFileName: 'お知らせ "Sunday".pdf',
      user: 'someone-else',
    });
    expect(added.statusCode, added.body).toBe(200);
    const body = added.json();
    expect(body).toMatchObject({
      infoNm: 'Portal maintenance on Sunday',
      infoFileName: 'お知らせ "Sunday".pdf',
      user: 'info-admin',
    });
    expect(typeof body._ts).toBe('number');

    const list = await call(admin, 'GET', '/getInformations');
    expect(list.json().map((i: { id: string }) => i.id)).toContain(body.id);

    const file = await call(customer, 'GET', `/getInformationFiles?id=${body.id}&infoFile=${body.infoFile}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="____ _Sunday_.pdf"; filename\*=UTF-8''/,
    );
  });

  it.each([
    [
      'a text file named .txt',
      { infoFileBase64: base64(Buffer.from('hello')), infoFileName: 'a.txt' },
      'NOT_PDF',
    ],
    [
      'a text file renamed .pdf',
      { infoFileBase64: base64(Buffer.from('hello')), infoFileName: 'a.pdf' },
      'NOT_PDF',
    ],
    [
      'a PDF of 10,000,000 bytes',
      {
        infoFileBase64: base64(Buffer.concat([PDF, Buffer.alloc(10_000_000 - PDF.length)])),
        infoFileName: 'big.PDF',
      },
      'FILE_TOO_LARGE',
    ],
    ['a file without its name', { infoFileBase64: base64(PDF) }, 'BAD_REQUEST'],
    ['from after to', { startDatetime: hourFromNow(2), endDatetime: hourFromNow(1) }, 'INAPPROPRIATE_DATE'],
    ['a name of 101 characters', { infoNm: 'x'.repeat(101) }, 'VALIDATION'],
    ['a name of spaces', { infoNm: '   ' }, 'BAD_REQUEST'],
    ['no name', { infoNm: '' }, 'VALIDATION'],
    ['month 13', { startDatetime: '2026-13-01T00:00:00Z' }, 'BAD_REQUEST'],
  ])('refuses %s with 400 and stores nothing', async (_case, over, code) => {
    const before = await storedCount();
    const res = await call(admin, 'POST', '/addInformation', info(over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe(code);
    expect(await storedCount()).toBe(before);
  });

  it('accepts a name of 100 characters and a PDF of 9,999,999 bytes', async () => {
    const res = await call(admin, 'POST', '/addInformation', {
      ...info({ infoNm: 'x'.repeat(100) }),
      infoFileBase64: base64(Buffer.concat([PDF, Buffer.alloc(9_999_999 - PDF.length)])),
      infoFileName: 'max.PDF',
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(
      (await call(admin, 'DELETE', `/deleteInformation?id=${res.json().id}&_ts=${res.json()._ts}`))
        .statusCode,
    ).toBe(200);
  });

  it('changes one read at its _ts, refuses a stale _ts with 409, and replaces or removes the PDF', async () => {
    const added = (
      await call(admin, 'POST', '/addInformation', {
        ...info(),
        infoFileBase64: base64(PDF),
        infoFileName: 'a.pdf',
      })
    ).json();
    const renamed = await call(admin, 'PUT', '/putInformation', { ...added, infoNm: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ infoNm: 'Renamed', infoFile: added.infoFile });
    expect(renamed.json()._ts).toBeGreaterThan(added._ts);

    const stale = await call(admin, 'PUT', '/putInformation', { ...added, infoNm: 'Overwrite' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('TS_CONFLICT');
    expect((await call(admin, 'GET', `/getInformation?id=${added.id}`)).json().infoNm).toBe('Renamed');
    expect(
      (await call(admin, 'DELETE', `/deleteInformation?id=${added.id}&_ts=${added._ts}`)).statusCode,
    ).toBe(409);

    const replaced = (
      await call(admin, 'PUT', '/putInformation', {
        ...renamed.json(),
        infoFileBase64: base64(Buffer.from('%PDF-2')),
        infoFileName: 'b.pdf',
      })
    ).json();
    expect(replaced.infoFile).not.toBe(added.infoFile);
    expect(
      (await call(admin, 'GET', `/getInformationFiles?id=${added.id}&infoFile=${added.infoFile}`)).statusCode,
    ).toBe(404);

    const removed = await call(admin, 'PUT', '/putInformation', { ...replaced, isInfoFileDelete: true });
    expect(removed.json()).toMatchObject({ infoFile: null, infoFileName: null });
    const gone = await call(admin, 'DELETE', `/deleteInformation?id=${added.id}&_ts=${removed.json()._ts}`);
    expect(gone.statusCode).toBe(200);
    expect((await call(admin, 'GET', `/getInformation?id=${added.id}`)).statusCode).toBe(404);

    // The operation log has each change by the special administrator, the refused ones not.
    const logged = await t.db
      .selectFrom('operation_log')
      .select(['type', 'user_id', 'contents'])
      .where(sql<boolean>`contents ->> 'target' = ${added.id}`)
      .orderBy('id')
      .execute();
    expect(logged.map((e) => [e.type, e.user_id, (e.contents as { value?: string }).value])).toEqual([
      ['informationAdd', 'info-admin', 'Portal maintenance on Sunday'],
      ['informationChange', 'info-admin', 'Renamed'],
      ['informationChange', 'info-admin', 'Renamed'],
      ['informationChange', 'info-admin', 'Renamed'],
      ['informationDelete', 'info-admin', 'Renamed'],
    ]);
  });

  it('refuses the admin calls to everyone but the special administrator, and changes nothing', async () => {
    const added = (await call(admin, 'POST', '/addInformation', info())).json();
    const before = await storedCount();
    const tries: [Method, string, object?][] = [
      ['GET', '/getInformations'],
      ['GET', `/getInformation?id=${added.id}`],
      ['POST', '/addInformation', info()],
      ['PUT', '/putInformation', { ...added, infoNm: 'Taken over' }],
      ['DELETE', `/deleteInformation?id=${added.id}&_ts=${added._ts}`],
    ];
    for (const [method, url, body] of tries) {
      const res = await call(customer, method, url, body);
      expect([method, url, res.statusCode, res.json().code]).toEqual([method, url, 403, 'NOT_SPECIAL_ADMIN']);
    }
    expect(await storedCount()).toBe(before);
    expect((await call(admin, 'GET', `/getInformation?id=${added.id}`)).json().infoNm).toBe(added.infoNm);
  });
});

describe('the announcements shown now', () => {
  it('lists those whose period holds the target time, for customers and the special administrator', async () => {
    const now = (await call(admin, 'POST', '/addInformation', info({ infoNm: 'Shown now' }))).json();
    const later = (
      await call(admin, 'POST', '/addInformation', {
        ...info({
          infoNm: 'Shown next week',
          startDatetime: hourFromNow(24 * 7),
          endDatetime: hourFromNow(24 * 8),
        }),
        infoFileBase64: base64(PDF),
        infoFileName: 'later.pdf',
      })
    ).json();
    for (const who of [customer, admin]) {
      const shown = await call(
        who,
        'GET',
        `/getInformationsDisplay?targetDateTime=${encodeURIComponent(targetNow())}`,
      );
      expect(shown.statusCode, shown.body).toBe(200);
      const names = shown.json().map((i: { infoNm: string }) => i.infoNm);
      expect(names).toContain('Shown now');
      expect(names).not.toContain('Shown next week');
    }
    // Not yet shown: a customer cannot fetch its PDF, nor peek a week ahead.
    expect(
      (await call(customer, 'GET', `/getInformationFiles?id=${later.id}&infoFile=${later.infoFile}`))
        .statusCode,
    ).toBe(404);
    const peek = new Date(Date.now() + 7.5 * 86_400_000).toISOString().replace('T', ' ').slice(0, 19);
    expect(
      (await call(customer, 'GET', `/getInformationsDisplay?targetDateTime=${encodeURIComponent(peek)}`))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(admin, 'GET', `/getInformationFiles?id=${later.id}&infoFile=${later.infoFile}`)).statusCode,
    ).toBe(200);
    expect(now.id).toBeTruthy();
  });
});

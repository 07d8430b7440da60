import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AWARD_ICON_MAX,
  ERRORS,
  SUCCESS,
  checkImageDataUrl,
  dataUrlBytes,
  errorMessage,
  readImageInfo,
  type ErrorCode,
} from '@bacheca/domain';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import { makeCalendar, makeOutlet, makeStaff, type MadeUser } from '../../test/factories';
import { chunk, dataUrl, jpegBytes, jpegHeaderBytes, pngBytes, pngOf } from '../../test/images';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { auditLog } from '../../db/schema';

type Res = Awaited<ReturnType<TestApp['inject']>>;

function expectError(res: Res, status: number, code: ErrorCode) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(body.message).toBe(errorMessage(code));
  return body as { code: string; message: string; fields: Record<string, string> };
}

describe('image headers read from the bytes (packages/domain/src/image.ts)', () => {
  it('reads PNG and JPEG sizes and refuses anything else', () => {
    expect(readImageInfo(pngBytes(200, 30))).toEqual({ format: 'png', width: 200, height: 30 });
    expect(readImageInfo(jpegHeaderBytes(120, 24))).toEqual({ format: 'jpeg', width: 120, height: 24 });
    expect(readImageInfo(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageInfo(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]))).toBeNull(); // GIF
    expect(readImageInfo(pngBytes(10, 10).subarray(0, 20))).toBeNull(); // truncated
    expect(readImageInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull(); // a JPEG without a frame
  });
  it('checks a data URL by its bytes, whatever MIME type it declares, and keeps the real one', () => {
    const png = pngBytes(200, 30);
    expect(checkImageDataUrl(dataUrl(png, 'image/jpeg'), AWARD_ICON_MAX)).toMatchObject({
      ok: true,
      dataUrl: dataUrl(png, 'image/png'),
    });
    expect(checkImageDataUrl(dataUrl(pngBytes(201, 30)), AWARD_ICON_MAX)).toEqual({ ok: false, reason: 'too_large' });
    expect(checkImageDataUrl(dataUrl(pngBytes(200, 31)), AWARD_ICON_MAX)).toEqual({ ok: false, reason: 'too_large' });
    expect(checkImageDataUrl(dataUrl(Buffer.from('not an image')), AWARD_ICON_MAX)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(checkImageDataUrl('https://example.it/icon.png', AWARD_ICON_MAX)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkImageDataUrl('data:image/png;base64,@@@@', AWARD_ICON_MAX)).toEqual({ ok: false, reason: 'invalid' });
    // graphics will reuse it with their own limit
    expect(
      checkImageDataUrl(dataUrl(jpegHeaderBytes(1200, 800), 'image/jpeg'), { width: 1200, height: 800 }),
    ).toMatchObject({ ok: true, info: { format: 'jpeg' } });
  });
});

describe.each(testDatabases())('extraordinary awards on %s', (kind) => {
  let t: TestApp;
  let staff: MadeUser;
  let admin: string;
  let upcoming: Array<{ id: number }>;
  let past: { id: number };
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { seed: 'none' });
    // the contest calendar (past and upcoming contests), no award yet
    await makeCalendar(t);
    staff = await makeStaff(t);
    admin = await staff.token();
    upcoming = (await api('GET', 'games/superenalotto/contests?when=upcoming&limit=20')).json().items;
    [past] = (await api('GET', 'games/superenalotto/contests?when=past&limit=1')).json().items;
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.inject({ method, url: `/api/v1/${url}`, token, payload });
  const BASE = 'games/superenalotto/awards';
  const icon = dataUrl(pngBytes(200, 30));
  const body = (over: object = {}) => ({
    contestId: upcoming[0].id,
    label: 'Premio Speciale',
    icon,
    showIcon: true,
    associatedWinCents: 100_000_000,
    ...over,
  });
  const count = async () =>
    (await t.database.query('select count(*)::int as n from extraordinary_awards')).rows[0] as { n: number };

  it('creates an award with a 200×30 PNG, lists it with its contest, audits it', async () => {
    const res = await api('POST', BASE, body());
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json();
    expect(a).toMatchObject({
      game: 'superenalotto',
      contestId: upcoming[0].id,
      label: 'Premio Speciale',
      showIcon: true,
      associatedWinCents: 100_000_000,
      contestOpen: true,
      version: 1,
    });
    // what is stored is the decoded and re-encoded image, a PNG of the same size
    expect(a.icon).toMatch(/^data:image\/png;base64,/);
    expect(readImageInfo(dataUrlBytes(a.icon)!)).toEqual({ format: 'png', width: 200, height: 30 });
    expect(await sharp(Buffer.from(dataUrlBytes(a.icon)!)).metadata()).toMatchObject({
      format: 'png',
      width: 200,
      height: 30,
    });
    expect(a.contestLabel).toMatch(/^Concorso \d+\/\d{4}$/);
    const list = (await api('GET', BASE)).json();
    expect(list.items.map((i: { id: number }) => i.id)).toContain(a.id);
    const [log] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.entityType} = 'award' and ${auditLog.entityId} = ${String(a.id)}`);
    expect(log).toMatchObject({ action: 'create', actor: staff.username });
    await api('DELETE', `${BASE}/${a.id}`);
  });

  it('refuses oversized, fake and missing icons, a missing label, a closed contest, a negative win: nothing written', async () => {
    const before = await count();
    let e = expectError(
      await api('POST', BASE, body({ icon: dataUrl(pngBytes(300, 40)) })),
      422,
      'AWARD_ICON_TOO_LARGE',
    );
    expect(e.fields.icon).toBe(ERRORS.AWARD_ICON_TOO_LARGE);
    // an SVG (or a script) named as a PNG is not an image the server accepts
    e = expectError(
      await api('POST', BASE, body({ icon: dataUrl(Buffer.from('<svg onload="alert(1)"/>'), 'image/png') })),
      422,
      'AWARD_ICON_INVALID',
    );
    expect(e.fields.icon).toBe(ERRORS.AWARD_ICON_INVALID);
    expectError(await api('POST', BASE, body({ icon: 'javascript:alert(1)' })), 422, 'AWARD_ICON_INVALID');
    expectError(await api('POST', BASE, body({ icon: null, showIcon: true })), 400, 'AWARD_ICON_REQUIRED');
    // crafted files: header only, PNG + HTML, JPEG + ZIP, a bad CRC, a decompression bomb
    const jpegIcon = await jpegBytes(150, 20);
    const badCrc = Buffer.from(pngBytes(200, 30));
    badCrc[42] ^= 1;
    const crafted = [
      dataUrl(pngOf(200, 30, [])),
      dataUrl(jpegHeaderBytes(150, 20), 'image/jpeg'),
      dataUrl(Buffer.concat([pngBytes(200, 30), Buffer.from('<html><script>alert(1)</script></html>')])),
      dataUrl(
        Buffer.concat([
          jpegIcon,
          Buffer.from('PK\x03\x04', 'latin1'),
          Buffer.alloc(26),
          Buffer.from('PK\x05\x06', 'latin1'),
          Buffer.alloc(18),
        ]),
        'image/jpeg',
      ),
      dataUrl(badCrc),
      dataUrl(
        pngOf(200, 30, [
          chunk('IDAT', deflateSync(Buffer.alloc(16 * 1024 * 1024), { level: 9 })),
          chunk('IEND', Buffer.alloc(0)),
        ]),
      ),
    ];
    for (const bad of crafted) {
      e = expectError(await api('POST', BASE, body({ icon: bad })), 422, 'AWARD_ICON_INVALID');
      expect(e.fields.icon).toBe(ERRORS.AWARD_ICON_INVALID);
    }
    expectError(
      await api('POST', BASE, body({ icon: dataUrl(pngOf(40_000, 40_000, [chunk('IEND', Buffer.alloc(0))])) })),
      422,
      'AWARD_ICON_TOO_LARGE',
    );
    e = expectError(await api('POST', BASE, body({ label: '   ' })), 400, 'AWARD_LABEL_REQUIRED');
    expect(e.fields.label).toBe(ERRORS.AWARD_LABEL_REQUIRED);
    expectError(await api('POST', BASE, body({ label: 'x'.repeat(61) })), 400, 'AWARD_LABEL_TOO_LONG');
    expectError(await api('POST', BASE, body({ contestId: undefined })), 400, 'AWARD_CONTEST_REQUIRED');
    expectError(await api('POST', BASE, body({ associatedWinCents: -1 })), 400, 'AWARD_WIN_INVALID');
    expectError(await api('POST', BASE, body({ associatedWinCents: 10.5 })), 400, 'AWARD_WIN_INVALID');
    expectError(await api('POST', BASE, body({ contestId: past.id })), 422, 'CONTEST_NOT_FOUND');
    const [ej] = (await api('GET', 'games/eurojackpot/contests?limit=1')).json().items;
    expectError(await api('POST', BASE, body({ contestId: ej.id })), 422, 'CONTEST_NOT_FOUND');
    expect(await count()).toEqual(before);
    // a JPEG is fine, no icon is fine when it is not shown, and the MIME type stored is the bytes' own
    const jpeg = await api('POST', BASE, body({ contestId: upcoming[5].id, icon: dataUrl(jpegIcon, 'image/png') }));
    expect(jpeg.statusCode, jpeg.body).toBe(201);
    expect(jpeg.json().icon).toMatch(/^data:image\/jpeg;base64,/);
    const none = await api(
      'POST',
      BASE,
      body({ contestId: upcoming[6].id, icon: null, showIcon: false, associatedWinCents: 0 }),
    );
    expect(none.json()).toMatchObject({ icon: null, showIcon: false, associatedWinCents: 0 });
  });

  it('one award per contest: a second one and a duplicate onto it are "già presente"', async () => {
    const a = (await api('POST', BASE, body({ contestId: upcoming[1].id }))).json();
    let e = expectError(await api('POST', BASE, body({ contestId: upcoming[1].id })), 409, 'AWARD_ALREADY_PRESENT');
    expect(e.fields.contestId).toBe(ERRORS.AWARD_ALREADY_PRESENT);
    const dup = await api('POST', `${BASE}/${a.id}/duplicate`, { contestId: upcoming[2].id });
    expect(dup.statusCode, dup.body).toBe(201);
    expect(dup.json()).toMatchObject({
      contestId: upcoming[2].id,
      label: a.label,
      icon: a.icon,
      showIcon: a.showIcon,
      associatedWinCents: a.associatedWinCents,
    });
    expect(dup.json().id).not.toBe(a.id);
    e = expectError(
      await api('POST', `${BASE}/${a.id}/duplicate`, { contestId: upcoming[2].id }),
      409,
      'AWARD_ALREADY_PRESENT',
    );
    // never onto its own contest
    e = expectError(
      await api('POST', `${BASE}/${a.id}/duplicate`, { contestId: upcoming[1].id }),
      422,
      'AWARD_DUPLICATE_SAME_CONTEST',
    );
    expect(e.fields.contestId).toBe(ERRORS.AWARD_DUPLICATE_SAME_CONTEST);
    expectError(await api('POST', `${BASE}/${a.id}/duplicate`, { contestId: past.id }), 422, 'CONTEST_NOT_FOUND');
    expectError(await api('POST', `${BASE}/${a.id}/duplicate`, {}), 400, 'AWARD_CONTEST_REQUIRED');
    expectError(await api('POST', `${BASE}/999999/duplicate`, { contestId: upcoming[3].id }), 404, 'AWARD_NOT_FOUND');
  });

  it('updates with the version read, moves to a free open contest only, deletes', async () => {
    const a = (await api('POST', BASE, body({ contestId: upcoming[3].id }))).json();
    const url = `${BASE}/${a.id}`;
    const upd = await api(
      'PUT',
      url,
      body({ contestId: upcoming[3].id, label: 'Jackpot extra', associatedWinCents: 0, version: 1 }),
    );
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json()).toMatchObject({ label: 'Jackpot extra', associatedWinCents: 0, version: 2 });
    expectError(await api('PUT', url, body({ contestId: upcoming[3].id, version: 1 })), 409, 'VERSION_CONFLICT');
    expectError(await api('PUT', url, body({ contestId: upcoming[1].id, version: 2 })), 409, 'AWARD_ALREADY_PRESENT');
    expectError(
      await api('PUT', url, body({ contestId: upcoming[3].id, icon: dataUrl(pngBytes(300, 40)), version: 2 })),
      422,
      'AWARD_ICON_TOO_LARGE',
    );
    expect((await api('GET', url)).json()).toMatchObject({ label: 'Jackpot extra', version: 2 });
    const moved = await api('PUT', url, body({ contestId: upcoming[4].id, version: 2 }));
    expect(moved.json()).toMatchObject({ contestId: upcoming[4].id, version: 3 });
    expect((await api('DELETE', url)).json()).toEqual({ ok: true, message: SUCCESS.AWARD_DELETED });
    expectError(await api('GET', url), 404, 'AWARD_NOT_FOUND');
    expectError(await api('DELETE', url), 404, 'AWARD_NOT_FOUND');
    expectError(await api('PUT', url, body({ version: 3 })), 404, 'AWARD_NOT_FOUND');
  });

  it('exists for SuperEnalotto only; the reader reads but never writes; outlets and simulations are refused', async () => {
    expectError(await api('GET', 'games/eurojackpot/awards'), 404, 'NOT_FOUND');
    expectError(await api('POST', 'games/sivincetutto/awards', body()), 404, 'NOT_FOUND');
    const reader = await (await makeStaff(t, { role: 'reader' })).token();
    expect((await api('GET', BASE, undefined, reader)).statusCode).toBe(200);
    expectError(await api('POST', BASE, body({ contestId: upcoming[7].id }), reader), 403, 'READ_ONLY');
    const outlet = await makeOutlet(t);
    expectError(await api('GET', BASE, undefined, await outlet.token()), 403, 'FORBIDDEN');
    expectError(await api('GET', BASE, undefined, await outlet.token(staff.username)), 403, 'FORBIDDEN');
    const callCenter = await makeStaff(t, { role: 'call_center' });
    expectError(await api('GET', BASE, undefined, await callCenter.token()), 403, 'FORBIDDEN');
  });
});

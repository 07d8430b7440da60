import { describe, expect, it } from 'vitest';
import { ERRORS, SUCCESS } from '@bacheca/domain';
import {
  checkNotification,
  emptyNotificationValues,
  pastedIvrCodes,
  valuesOfNotification,
  type NotificationFormValues,
} from './form-model';
import { NOTIFICATION_MESSAGES } from './messages';
import * as NOTIFICATION_TARGET_ERRORS from '@bacheca/domain/messages-notifications';

const base: NotificationFormValues = {
  category: 'IMPORTANT',
  title: 'Avviso',
  content: '<p>Testo</p>',
  url: '',
  outletUrl: '',
  priority: '2',
  scope: ['superenalotto'],
  regions: [],
  provinces: [],
  ivrCodes: '',
  visibleFrom: '2026-12-01T09:00',
  expiresAt: '2026-12-10T18:00',
};

describe('the notification form', () => {
  it('sends Rome times as instants, the scope in a stable order, no URL as null', () => {
    const r = checkNotification({ ...base, scope: ['backoffice', 'superenalotto'] }, 3);
    expect(r).toEqual({
      ok: true,
      body: {
        category: 'IMPORTANT',
        title: 'Avviso',
        content: '<p>Testo</p>',
        url: null,
        outletUrl: null,
        priority: 2,
        scope: ['superenalotto', 'backoffice'],
        regions: [],
        provinces: [],
        ivrCodes: [],
        visibleFrom: '2026-12-01T08:00:00.000Z',
        expiresAt: '2026-12-10T17:00:00.000Z',
        version: 3,
      },
    });
  });
  it('answers the §5 rules with the catalogue texts', () => {
    const errors = (v: Partial<NotificationFormValues>) => {
      const r = checkNotification({ ...base, ...v });
      return r.ok ? {} : r.errors;
    };
    expect(errors({ expiresAt: '2026-11-30T09:00' }).expiresAt).toBe(ERRORS.NOTIFICATION_EXPIRY_BEFORE_VISIBILITY);
    expect(errors({ expiresAt: '' }).expiresAt).toBe(ERRORS.NOTIFICATION_EXPIRY_REQUIRED);
    expect(errors({ visibleFrom: '' }).visibleFrom).toBe(ERRORS.NOTIFICATION_VISIBLE_FROM_REQUIRED);
    expect(errors({ title: ' ' }).title).toBe(ERRORS.NOTIFICATION_TITLE_REQUIRED);
    expect(errors({ content: '<p><br></p>' }).content).toBe(ERRORS.NOTIFICATION_CONTENT_REQUIRED);
    expect(errors({ scope: [] }).scope).toBe(ERRORS.NOTIFICATION_SCOPE_REQUIRED);
    expect(errors({ priority: '0' }).priority).toBe(ERRORS.NOTIFICATION_PRIORITY_INVALID);
    expect(errors({ url: 'javascript:alert(1)' }).url).toBe(ERRORS.NOTIFICATION_URL_INVALID);
    expect(errors({ url: '/\\evil.example/x' }).url).toBe(ERRORS.NOTIFICATION_URL_INVALID);
    expect(errors({ url: '/%2fevil.example' }).url).toBe(ERRORS.NOTIFICATION_URL_INVALID);
    expect(errors({ url: '/bacheca' }).url).toBeUndefined();
    expect(errors({ category: '' }).category).toBe(ERRORS.NOTIFICATION_CATEGORY_REQUIRED);
  });
  it('sends the targeting lists and the pasted IVR codes (any separator, any case, no repeats)', () => {
    expect(pastedIvrCodes(' 100001\n100002, px01;px01  Px02\t')).toEqual(['100001', '100002', 'PX01', 'PX02']);
    const r = checkNotification({
      ...base,
      regions: ['Lazio'],
      provinces: ['RM', 'LT'],
      ivrCodes: '100001\n100002,100001',
      outletUrl: '/bacheca/dati',
    });
    expect(r.ok && r.body).toMatchObject({
      regions: ['Lazio'],
      provinces: ['RM', 'LT'],
      ivrCodes: ['100001', '100002'],
      outletUrl: '/bacheca/dati',
    });
    const errors = (v: Partial<NotificationFormValues>) => {
      const c = checkNotification({ ...base, ...v });
      return c.ok ? {} : c.errors;
    };
    expect(errors({ provinces: ['XX'] }).provinces).toBe(NOTIFICATION_TARGET_ERRORS.PROVINCE_INVALID);
    expect(errors({ regions: ['Atlantide'] }).regions).toBe(NOTIFICATION_TARGET_ERRORS.REGION_INVALID);
    expect(errors({ ivrCodes: 'ok1 n-o' }).ivrCodes).toBe(NOTIFICATION_TARGET_ERRORS.IVR_CODE_INVALID);
    expect(errors({ ivrCodes: Array.from({ length: 5001 }, (_, i) => `C${i}`).join(' ') }).ivrCodes).toBe(
      NOTIFICATION_TARGET_ERRORS.IVR_TOO_MANY,
    );
    expect(errors({ outletUrl: '//evil.example' }).outletUrl).toBe(ERRORS.NOTIFICATION_URL_INVALID);
  });
  it('reads a saved notification back into the form, the IVR codes one a line', () => {
    const v = valuesOfNotification({
      id: 1,
      type: 'popup',
      category: 'GENERAL',
      title: 'T',
      content: '<p>c</p>',
      url: null,
      outletUrl: '/bacheca',
      priority: 1,
      scope: ['superenalotto'],
      regions: ['Lazio'],
      provinces: ['RM'],
      ivrCodes: ['100001', '100002'],
      visibleFrom: '2026-12-01T08:00:00.000Z',
      expiresAt: '2026-12-10T17:00:00.000Z',
      state: 'ACTIVE',
      createdBy: 'superadmin',
      createdAt: '2026-12-01T08:00:00.000Z',
      updatedAt: '2026-12-01T08:00:00.000Z',
      version: 1,
    });
    expect(v).toMatchObject({
      outletUrl: '/bacheca',
      regions: ['Lazio'],
      provinces: ['RM'],
      ivrCodes: '100001\n100002',
    });
  });
  it('starts a new one at the next full hour for a week, on the back office', () => {
    const v = emptyNotificationValues(new Date('2026-12-01T08:20:00Z'));
    expect(v).toMatchObject({ visibleFrom: '2026-12-01T10:00', expiresAt: '2026-12-08T10:00', scope: ['backoffice'] });
  });
});

describe("the notification screens' messages", () => {
  it('are the catalogue texts', () => {
    expect(NOTIFICATION_MESSAGES).toEqual({
      created: SUCCESS.NOTIFICATION_CREATED,
      updated: SUCCESS.NOTIFICATION_UPDATED,
      saveError: ERRORS.NOTIFICATION_SAVE_ERROR,
      deleteError: ERRORS.NOTIFICATION_DELETE_ERROR,
    });
    expect(SUCCESS.NOTIFICATION_CREATED).toBe('Notifica creata con successo');
  });
});

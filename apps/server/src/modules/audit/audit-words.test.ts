/**
 * Every line the activity log renders, read as staff read it: one or more entries of every action the catalogue
 * knows, in the shapes the server writes them (the sources' `audit(` calls), about the seed's real records and a few
 * deleted ones, read through the list API (names resolved by the server), the presenter, a detail page's history and
 * the CSV export. A line fails on a raw code (`DA_VALUTARE`, `call_center`, `boSystem`), an English word of the known
 * leaks, "undefined"/"null", or an id where a name belongs ("Sistema 228", "Struttura 7", "Concorso: 34").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, isNotNull, eq, desc } from 'drizzle-orm';
import { presentAuditEntry } from '@bacheca/domain/audit-presenter';
import { AUDIT_ACTIONS, type AuditAction } from '@bacheca/domain/messages-audit';
import { AUDIT_VALUE_LABELS } from '@bacheca/domain/messages-audit-fields';
import { ZONES } from '@bacheca/domain/italy';
import type { AuditListResponse, HistoryResponse } from '@bacheca/domain/schemas/audit';
import { createTestApp, testDatabases, type TestApp } from '../../test/harness';
import {
  auditLog,
  contests,
  extraordinaryAwards,
  graphics,
  notifications,
  proposals,
  structures,
  systems,
  winsJobs,
} from '../../db/schema';

/** English words that reached the log before (field keys split into words, enum values, booleans). */
const ENGLISH = [
  'created',
  'updated',
  'deleted',
  'by',
  'forced',
  'preassigned',
  'assigned',
  'system',
  'systems',
  'quotes',
  'seq',
  'bo',
  'true',
  'false',
  'failed',
  'denied',
  'ok',
  'invite',
  'reset',
  'null',
  'undefined',
  'nan',
  'infinity',
  'object',
  'status',
  'outcome',
];

/** The enum codes the log keeps (BOZZA, ASSOCIATA, STANDARD, the zones…): never shown as they are. */
const CODES = [
  ...new Set(
    [...Object.values(AUDIT_VALUE_LABELS).flatMap((m) => Object.keys(m)), ...ZONES.map((z) => z.value)].filter((k) =>
      /^[A-Z][A-Z_]{2,}$/.test(k),
    ),
  ),
];

/** What is wrong with a rendered text: empty when it reads as Italian words with names. */
export function leaks(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b[A-Z]{2,}(?:_[A-Z][A-Z0-9]*)+\b/g)) found.push(`raw code ${m[0]}`);
  for (const m of text.matchAll(/\b[a-z]+(?:_[a-z]+)+\b/g)) found.push(`raw code ${m[0]}`);
  // a field key or an enum value in camelCase ("boSystem", "quotaPriceCents")
  for (const m of text.matchAll(/\b[a-z]+[A-Z][A-Za-z]*\b/g)) found.push(`raw key ${m[0]}`);
  for (const code of CODES) if (new RegExp(`\\b${code}\\b`).test(text)) found.push(`raw code ${code}`);
  for (const w of ENGLISH) if (new RegExp(`\\b${w}\\b`, 'i').test(text)) found.push(`English "${w}"`);
  for (const m of text.matchAll(
    /\b(sistema|struttura|concorso|ricevitoria|grafica|notifica|premio straordinario|calcolo delle vincite):? \d+\b(?![/\d]| –)/gi,
  ))
    found.push(`id for a name "${m[0]}"`);
  return found;
}

interface Fixture {
  entityType?: string;
  entityId?: string | number;
  outcome?: 'ok' | 'failed' | 'denied';
  actor?: string | null;
  onBehalfOf?: string;
  before?: unknown;
  after?: unknown;
}

describe('the leak finder', () => {
  it('finds what reached the log before', () => {
    for (const bad of [
      'Stato: DA_VALUTARE',
      'Tipo di struttura: NON_ACCUMULO',
      'Ruolo call_center',
      'Motivo: wrong_password',
      'Created by: admin',
      'Via: forced',
      'Preassigned: 3',
      'Bo system: No',
      'Abilitato: true',
      'Nome: undefined',
      'Sistema 228',
      'Struttura 7',
      'Concorso: 34',
      'Primo sistema: 12',
      'Ricevitoria 100001',
      'Stato: BOZZA',
      'Zona: CENTRO',
      'boSystem: Sì',
    ])
      expect(leaks(bad), bad).not.toEqual([]);
    for (const good of [
      'Sistema SUPERENA-0001',
      'Sistema eliminato (228)',
      'Concorso: 34/2026',
      'Risultato del concorso 34/2026',
      'Ricevitoria 100001 – Tabaccheria Centrale Rossi',
      'Sistemi: 3',
      'Job di pubblicazione SE_4',
    ])
      expect(leaks(good), good).toEqual([]);
  });
});

describe.each(testDatabases())('every rendered activity-log line in Italian, with names, on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let fixtures: Array<[AuditAction, Fixture]> = [];
  const sample: Record<string, { id: number; name: string; game: string }> = {};
  let contestText = '';

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.tokenFor('admin');
    const db = t.database.db;
    const [pub] = await db
      .select()
      .from(systems)
      .where(and(isNotNull(systems.contestId), isNotNull(systems.structureId)))
      .orderBy(systems.id)
      .limit(1);
    const [draft] = await db
      .select()
      .from(systems)
      .where(and(eq(systems.status, 'BOZZA'), isNotNull(systems.structureId)))
      .limit(1);
    const [st] = await db.select().from(structures).where(eq(structures.id, pub.structureId!));
    const [contest] = await db.select().from(contests).where(eq(contests.id, pub.contestId!));
    const [graphic] = await db.select().from(graphics).limit(1);
    const [award] = await db.select().from(extraordinaryAwards).limit(1);
    const [notification] = await db.select().from(notifications).limit(1);
    const [job] = await db.select().from(winsJobs).orderBy(desc(winsJobs.id)).limit(1);
    const [proposal] = await db.select().from(proposals).limit(1);
    for (const [k, v] of Object.entries({ pub, draft, st, contest, graphic, award, notification, job, proposal }))
      expect(v, `the seed has a ${k}`).toBeTruthy();
    sample.pub = pub;
    sample.draft = draft;
    sample.st = st;
    sample.graphic = graphic;
    contestText = `${contest.number}/${contest.year}`;

    const gone = 999_999;
    const outlet = '100001';
    const quote = (from: number, to: number) => ({
      before: { quotesAssigned: from, assignments: { [outlet]: from } },
      after: { quotesAssigned: to, assignments: { [outlet]: to } },
    });
    const structureSnapshot = {
      game: 'superenalotto',
      name: st.name,
      shortDescription: 'Breve',
      extendedDescription: 'Estesa',
      tags: ['estate'],
      proposalChannels: ['TERMINALE', 'WEB'],
      salesChannel: 'RICEVITORIA',
      structureType: 'NON_ACCUMULO',
      boardType: 'STANDARD',
      modules: [{ numbers: 10 }],
      quotes: 10,
      preassignedQuotesPercentage: 30,
      visibleInBackoffice: true,
      visibleInVetrina: false,
      graphicTemplate: 'CLASSICO',
      graphicId: graphic.id,
      status: 'BOZZA',
      combinations: 210,
      cedole: 21,
      totalPriceCents: 21000,
      quotaPriceCents: 2100,
      createdBy: 'admin',
      version: 1,
    };
    const awardSnapshot = {
      id: award.id,
      game: 'superenalotto',
      contestId: contest.id,
      label: award.label,
      showIcon: false,
      associatedWinCents: 100000,
      createdBy: 'admin',
      version: 1,
      iconChars: 0,
    };
    const notificationSnapshot = {
      id: notification.id,
      type: notification.type,
      category: notification.category,
      title: notification.title,
      content: '<p>Testo</p>',
      url: null,
      outletUrl: null,
      priority: 1,
      scope: notification.scope,
      regions: ['Lazio'],
      provinces: [],
      ivrCodes: [],
      visibleFrom: '2026-03-01T08:00:00.000Z',
      expiresAt: '2026-04-01T08:00:00.000Z',
      createdBy: 'admin',
      version: 1,
    };
    const resultSnapshot = {
      status: 'BOZZA',
      version: 1,
      numbers: [1, 2, 3, 4, 5, 6],
      jolly: 7,
      superstar: 8,
      euronumbers: null,
      signs: null,
      prizes: [{ category: '6', amountCents: 100000 }],
      enteredBy: 'admin',
      confirmedBy: null,
    };
    const userSnapshot = {
      username: 'nuovo',
      role: 'call_center_special',
      name: 'Nuovo Operatore',
      email: 'nuovo@example.it',
      enabled: true,
      active: true,
      blocked: false,
      attemptNumber: 0,
      forcePasswordChange: true,
      gender: 'F',
      lastAccessWeb: null,
    };
    const byAction: Record<AuditAction, Fixture[]> = {
      login: [
        { entityType: 'user', entityId: 'admin' },
        {
          entityType: 'user',
          entityId: 'admin',
          outcome: 'failed',
          after: { reason: 'wrong_password', attemptNumber: 6, blocked: true },
        },
        { outcome: 'failed', after: { reason: 'unknown_user' } },
        { outcome: 'denied', after: { reason: 'captcha' } },
        { entityType: 'user', entityId: 'admin', outcome: 'denied', after: { reason: 'password_change_required' } },
      ],
      logout: [{ entityType: 'session', entityId: '8f9c2c1e-1d2b-4a4e-9a1b-2c3d4e5f6a7b' }],
      create: [
        { entityType: 'user', entityId: 'nuovo', after: { ...userSnapshot, invite: true } },
        {
          entityType: 'ricevitore',
          entityId: outlet,
          after: { ivrCode: outlet, denomination: 'Tabaccheria', zone: 'CENTRO', boardSip: true, invite: false },
        },
        {
          entityType: 'system',
          entityId: pub.id,
          after: {
            name: pub.name,
            contestId: contest.id,
            tags: [],
            evidence: false,
            status: 'BOZZA',
            structureId: st.id,
            modules: [{ numbers: [1, 2, 3] }],
          },
        },
        {
          entityType: 'system',
          entityId: pub.id,
          after: { name: pub.name, contestId: contest.id, proposalId: proposal.id, boSystem: false },
        },
        {
          entityType: 'graphic',
          entityId: graphic.id,
          after: { name: graphic.name, structureId: st.id, attached: true },
        },
        { entityType: 'award', entityId: award.id, after: awardSnapshot },
        { entityType: 'notification', entityId: notification.id, after: notificationSnapshot },
      ],
      create_draft: [{ entityType: 'structure', entityId: st.id, after: structureSnapshot }],
      update: [
        { entityType: 'ricevitore', entityId: outlet, before: { city: 'Roma' }, after: { city: 'Milano' } },
        {
          entityType: 'structure',
          entityId: st.id,
          before: { quotes: 10, structureType: 'NON_ACCUMULO', graphicId: null },
          after: { quotes: 12, structureType: 'ACCUMULO', graphicId: graphic.id },
        },
        {
          entityType: 'system',
          entityId: pub.id,
          before: { tags: [], evidence: false },
          after: { tags: ['estate'], evidence: true },
        },
        { entityType: 'user', entityId: 'callcenter', before: { role: 'call_center' }, after: { role: 'reader' } },
        {
          entityType: 'preferences',
          entityId: 'superenalotto',
          before: { multiPurchase: false, premiumThresholdCents: 10000 },
          after: { multiPurchase: true, premiumThresholdCents: 20000 },
        },
        {
          entityType: 'graphic',
          entityId: graphic.id,
          before: { name: 'Vecchia', design: { textColor: '#000000', texts: { title: 'A' } } },
          after: { name: graphic.name, design: { textColor: '#ffffff', texts: { title: 'B' } } },
        },
        {
          entityType: 'award',
          entityId: award.id,
          before: { ...awardSnapshot, version: 1 },
          after: { ...awardSnapshot, showIcon: true, version: 2 },
        },
        {
          entityType: 'notification',
          entityId: notification.id,
          before: notificationSnapshot,
          after: { ...notificationSnapshot, priority: 2 },
        },
      ],
      delete: [
        {
          entityType: 'structure',
          entityId: st.id,
          before: { status: 'BOZZA' },
          after: { status: 'CANCELLATA', systemsCancelled: 2 },
        },
        { entityType: 'system', entityId: draft.id, before: { status: 'BOZZA' }, after: { status: 'CANCELLATA' } },
        { entityType: 'system', entityId: gone, before: { status: 'BOZZA' }, after: { status: 'CANCELLATA' } },
        {
          entityType: 'graphic',
          entityId: gone,
          before: { name: 'Rimossa', structureId: st.id, attached: false },
        },
        { entityType: 'award', entityId: gone, before: { ...awardSnapshot, id: gone } },
        { entityType: 'notification', entityId: gone, before: { ...notificationSnapshot, id: gone } },
        { entityType: 'user', entityId: 'vecchio', before: { ...userSnapshot, username: 'vecchio' } },
      ],
      duplicate: [
        { entityType: 'award', entityId: award.id, before: { sourceId: award.id }, after: awardSnapshot },
        {
          entityType: 'graphic',
          entityId: graphic.id,
          after: { name: graphic.name, structureId: st.id, from: graphic.id },
        },
      ],
      abilitation: [
        {
          entityType: 'ricevitore',
          entityId: outlet,
          before: { enabled: true, active: true },
          after: { enabled: false, active: true },
        },
      ],
      force_password_change: [
        {
          entityType: 'user',
          entityId: 'reader',
          before: { forcePasswordChange: false },
          after: { forcePasswordChange: true },
        },
      ],
      password_set: [{ entityType: 'user', entityId: 'reader', after: { forcePasswordChange: true } }],
      password_change: [
        { entityType: 'user', entityId: 'reader' },
        { entityType: 'user', entityId: 'reader', after: { via: 'forced' } },
        { entityType: 'user', entityId: 'reader', after: { via: 'invite' } },
        { entityType: 'user', entityId: 'reader', outcome: 'failed', after: { reason: 'old_password' } },
      ],
      reset_attempts: [
        {
          entityType: 'user',
          entityId: 'reader',
          before: { attemptNumber: 6, blocked: true },
          after: { attemptNumber: 0, blocked: false },
        },
      ],
      permissions: [
        {
          entityType: 'user',
          entityId: 'ra',
          before: { additionalPermissions: [] },
          after: { additionalPermissions: ['read_audit'] },
        },
      ],
      role_permissions: [
        {
          entityType: 'role',
          entityId: 'call_center',
          before: { permissions: ['read_audit'] },
          after: { permissions: ['read_audit', 'impersonator'] },
        },
      ],
      impersonate: [
        { entityType: 'ricevitore', entityId: outlet, actor: 'callcenter' },
        {
          entityType: 'ricevitore',
          entityId: outlet,
          actor: 'callcenter',
          outcome: 'denied',
          after: { active: true, enabled: false, blocked: false },
        },
      ],
      impersonate_exit: [
        { entityType: 'ricevitore', entityId: outlet, actor: 'ricevitore1', onBehalfOf: 'callcenter' },
      ],
      import: [{ entityType: 'anagrafiche', after: { total: 10, new: 2, changed: 3, unchanged: 4, error: 1 } }],
      import_create: [
        {
          entityType: 'ricevitore',
          entityId: outlet,
          after: { ivrCode: outlet, denomination: 'Bar Sport', zone: 'NORD_EST', boardSip: true, line: 3 },
        },
      ],
      import_update: [
        { entityType: 'ricevitore', entityId: outlet, before: { city: 'Roma' }, after: { city: 'Milano', line: 4 } },
      ],
      change_request: [
        {
          entityType: 'ricevitore',
          entityId: outlet,
          actor: 'ricevitore1',
          after: {
            changeRequestId: 3,
            changes: { address: 'Via Nazionale 12', zone: 'SUD', phoneNumber: '06 7654321' },
          },
        },
      ],
      change_request_approved: [
        {
          entityType: 'ricevitore',
          entityId: outlet,
          before: { address: 'Via Roma 1' },
          after: { address: 'Via Nazionale 12', changeRequestId: 3 },
        },
      ],
      change_request_rejected: [
        { entityType: 'ricevitore', entityId: outlet, after: { changeRequestId: 4, reason: 'Dati non verificabili' } },
      ],
      generate_systems: [
        {
          entityType: 'structure',
          entityId: st.id,
          after: { count: 2, firstSystemId: draft.id, lastSystemId: gone, seed: null },
        },
      ],
      generate: [{ entityType: 'system', entityId: draft.id, after: { name: draft.name, structureId: st.id } }],
      quote_change: [{ entityType: 'system', entityId: pub.id, ...quote(1, 2) }],
      quote_request: [{ entityType: 'system', entityId: pub.id, actor: 'ricevitore1', ...quote(2, 3) }],
      quote_preassign: [{ entityType: 'system', entityId: pub.id, ...quote(3, 4) }],
      cancel: [
        {
          entityType: 'system',
          entityId: draft.id,
          before: { status: 'BOZZA', contestId: null },
          after: { status: 'CANCELLATA', reason: 'Doppione' },
        },
      ],
      withdraw: [
        {
          entityType: 'system',
          entityId: pub.id,
          before: { status: 'ASSOCIATA', contestId: contest.id, quotesAssigned: 2 },
          after: { status: 'CANCELLATA', reason: 'Errore di pubblicazione' },
        },
      ],
      bulk_tags: [
        {
          entityType: 'system',
          after: {
            game: 'superenalotto',
            systemIds: [pub.id, draft.id],
            tagsAdd: ['estate'],
            tagsRemove: ['inverno'],
            refused: [gone],
          },
        },
      ],
      bulk_evidence: [{ entityType: 'system', after: { game: 'superenalotto', systemIds: [pub.id], evidence: true } }],
      bulk_quote: [
        {
          entityType: 'system',
          after: { game: 'superenalotto', systemIds: [pub.id], ivrCode: outlet, quantity: 2 },
        },
      ],
      quote_draft_removed: [
        {
          entityType: 'system',
          entityId: draft.id,
          actor: null,
          before: { assignments: { [outlet]: 2 } },
          after: { assignments: { [outlet]: 0 } },
        },
      ],
      tag_rename: [
        { entityType: 'tag', entityId: 'superenalotto:estate', after: { to: 'autunno', structures: 1, systems: 2 } },
        { entityType: 'structure', entityId: st.id, before: { tag: 'estate' }, after: { tag: 'autunno' } },
      ],
      tag_delete: [
        { entityType: 'tag', entityId: 'superenalotto:autunno', after: { structures: 1, systems: 2 } },
        { entityType: 'structure', entityId: st.id, before: { tag: 'autunno' } },
      ],
      contest_closed: [
        {
          entityType: 'system',
          entityId: pub.id,
          actor: 'sistema',
          before: { status: 'ASSOCIATA' },
          after: { status: 'COMPLETATA' },
        },
      ],
      publish_request: [
        {
          entityType: 'publication_job',
          entityId: 'SE_4',
          after: { systems: 2, contests: [`Concorso ${contestText}`], randomNames: false, items: 2 },
        },
      ],
      publish_batch: [
        {
          entityType: 'publication_job',
          entityId: 'SE_4',
          actor: 'sistema',
          after: { seq: [1, 2], published: 1, alreadyPresent: 1, failed: 0, publishedSystemIds: [pub.id] },
        },
      ],
      publish_finished: [
        {
          entityType: 'publication_job',
          entityId: 'SE_4',
          actor: 'sistema',
          after: { status: 'ERRORE', published: 1, alreadyPresent: 0, failed: 1 },
        },
      ],
      wins_started: [
        {
          entityType: 'wins_job',
          entityId: job.id,
          after: { contestId: job.contestId, version: 1, systemCount: 10 },
        },
      ],
      wins_finished: [
        {
          entityType: 'wins_job',
          entityId: job.id,
          after: { contestId: job.contestId, version: 1, systemCount: 10, winning: 2, totalCents: 123456 },
        },
      ],
      win_notice_seen: [
        {
          entityType: 'win_notice',
          entityId: contest.id,
          actor: 'ricevitore1',
          after: { contestId: contest.id },
        },
      ],
      publish_cancel: [
        {
          entityType: 'publication_job',
          entityId: 'SE_4',
          before: { status: 'IN_CORSO' },
          after: { status: 'ANNULLATO', cancelled: 3, published: 1, alreadyPresent: 0, failed: 0 },
        },
      ],
      publish_retry: [
        { entityType: 'publication_job', entityId: 'SE_5', after: { retryOf: 'SE_4', items: 1, systems: 1 } },
      ],
      propose: [
        {
          entityType: 'proposal',
          entityId: proposal.id,
          actor: 'ricevitore1',
          after: {
            status: 'DA_VALUTARE',
            structureId: st.id,
            contestId: contest.id,
            modules: [{ numbers: [1, 2] }],
            note: '',
          },
        },
        {
          entityType: 'proposal',
          entityId: proposal.id,
          actor: 'ricevitore1',
          after: { status: 'DA_VALUTARE', contestId: gone, note: '1 X 2' },
        },
      ],
      approve: [
        {
          entityType: 'proposal',
          entityId: proposal.id,
          before: { status: 'DA_VALUTARE' },
          after: { status: 'APPROVATA', reason: null },
        },
      ],
      reject: [
        {
          entityType: 'proposal',
          entityId: proposal.id,
          before: { status: 'DA_VALUTARE' },
          after: { status: 'RIFIUTATA', reason: 'Numeri già proposti' },
        },
      ],
      develop: [
        {
          entityType: 'proposal',
          entityId: proposal.id,
          before: { status: 'APPROVATA' },
          after: { status: 'SVILUPPATA', systemId: pub.id, preassigned: 3 },
        },
      ],
      systems_import: [{ entityType: 'structure', entityId: st.id, after: { count: 2, systemIds: [draft.id, gone] } }],
      import_system: [
        { entityType: 'system', entityId: draft.id, after: { name: draft.name, structureId: st.id, line: 2 } },
      ],
      result_save: [{ entityType: 'contest_result', entityId: contest.id, before: null, after: resultSnapshot }],
      result_confirm: [
        {
          entityType: 'contest_result',
          entityId: contest.id,
          before: { status: 'BOZZA', version: 1 },
          after: { ...resultSnapshot, status: 'CONFERMATO', confirmedBy: 'ra' },
        },
      ],
      result_reopen: [
        {
          entityType: 'contest_result',
          entityId: contest.id,
          before: { ...resultSnapshot, status: 'CONFERMATO', confirmedBy: 'ra' },
          after: { status: 'BOZZA', version: 2, reason: 'Numeri inseriti male' },
        },
      ],
    };
    fixtures = Object.entries(byAction).flatMap(([a, list]) =>
      list.map((f): [AuditAction, Fixture] => [a as AuditAction, f]),
    );
    const base = Date.UTC(2025, 0, 1);
    await db.insert(auditLog).values(
      fixtures.map(([action, f], i) => ({
        at: new Date(base + i * 60_000),
        actor: f.actor === undefined ? 'admin' : f.actor,
        onBehalfOf: f.onBehalfOf ?? null,
        ip: '10.1.2.3',
        action,
        entityType: f.entityType ?? null,
        entityId: f.entityId === undefined ? null : String(f.entityId),
        outcome: f.outcome ?? 'ok',
        before: f.before ?? null,
        after: f.after ?? null,
      })),
    );
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.inject({ method: 'GET', url: `/api/v1/${url}`, token });
  const window = 'dateFrom=2025-01-01&dateTo=2025-01-02';

  it('seeds every action the catalogue knows', () => {
    expect(new Set(fixtures.map(([a]) => a))).toEqual(new Set(AUDIT_ACTIONS));
  });

  it('renders every line of every entry of the page in Italian words, with names where ids stood', async () => {
    const items: AuditListResponse['items'] = [];
    for (let page = 1; ; page++) {
      const res = await get(`audit?${window}&pageSize=100&page=${page}`);
      expect(res.statusCode).toBe(200);
      const body = res.json<AuditListResponse>();
      items.push(...body.items);
      if (items.length >= body.total) break;
    }
    expect(items).toHaveLength(fixtures.length);
    const problems: string[] = [];
    for (const item of items) {
      const shown = presentAuditEntry(item);
      const texts = [
        shown.at,
        shown.action,
        shown.outcome,
        shown.entity,
        shown.actor,
        shown.summary,
        ...shown.lines.flatMap((l) => [l.label, l.before ?? '', l.after, l.text]),
      ];
      for (const text of texts)
        for (const p of leaks(text)) problems.push(`${item.action} ${item.entityType ?? ''}: ${p} in «${text}»`);
    }
    expect(problems).toEqual([]);

    // and the names are those of the records
    const entities = items.map((i) => presentAuditEntry(i).entity);
    expect(entities).toContain(`Sistema ${sample.pub.name}`);
    expect(entities).toContain(`Struttura ${sample.st.name}`);
    expect(entities).toContain('Sistema eliminato (999999)');
    expect(entities).toContain(`Risultato del concorso ${contestText}`);
    expect(entities).toContain('Ricevitoria 100001 – Tabaccheria Centrale Rossi');
    expect(entities).toContain('Ruolo Call center');
    const summaries = items.map((i) => presentAuditEntry(i).summary).join('\n');
    expect(summaries).toContain(`Concorso: ${contestText}`);
    expect(summaries).toContain(`Struttura: ${sample.st.name}`);
    expect(summaries).toContain('Concorso: eliminato (999999)');
    expect(summaries).toContain(`Assegnazioni: 100001 – Tabaccheria Centrale Rossi 1 → 2`);
  });

  it('exports every entry, each cell in Italian words with names', async () => {
    const csv = await get(`audit/export?format=csv&${window}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(fixtures.length + 1);
    const problems = lines.slice(1).flatMap((l) => leaks(l).map((p) => `${p} in «${l}»`));
    expect(problems).toEqual([]);
    expect(lines.join('\n')).toContain(`Sistema ${sample.pub.name}`);
  });

  it('shows names in a detail page history too', async () => {
    const res = await get(`games/${sample.pub.game}/systems/${sample.pub.id}/history?pageSize=100`);
    expect(res.statusCode).toBe(200);
    const body = res.json<HistoryResponse>();
    expect(body.items.length).toBeGreaterThan(0);
    const problems = body.items.flatMap((e) => leaks(presentAuditEntry(e).summary).map((p) => `${e.action}: ${p}`));
    expect(problems).toEqual([]);
    expect(body.items.map((e) => presentAuditEntry(e).summary).join('\n')).toContain(`Concorso: ${contestText}`);
  });
});

import { describe, expect, it } from 'vitest';
import {
  auditActorLabel,
  auditDetailLines,
  auditFieldLabel,
  formatAuditValue,
  presentAuditEntry,
} from './audit-presenter';
import { AUDIT_ACTION_LABELS } from './messages-audit';
import { AUDIT_FIELD_LABELS } from './messages-audit-fields';

const base = {
  at: '2026-03-10T23:30:00.000Z',
  actor: 'admin',
  onBehalfOf: null,
  outcome: 'ok',
  before: null,
  after: null,
};

describe('audit presenter', () => {
  it('words a failed login: reason and attempt number, no raw keys', () => {
    const e = presentAuditEntry({
      ...base,
      actor: null,
      action: 'login',
      outcome: 'failed',
      entityType: 'user',
      entityId: 'mrossi',
      after: { reason: 'wrong_password', attemptNumber: 6, blocked: false },
    });
    expect(e.action).toBe('Accesso');
    expect(e.outcome).toBe('Fallito');
    expect(e.entity).toBe('Utente mrossi');
    expect(e.actor).toBe('Anonimo');
    expect(e.lines.map((l) => l.text)).toEqual(['Motivo: password errata', 'tentativo n. 6', 'Bloccato: No']);
    expect(e.summary).not.toMatch(/wrong_password|attemptNumber|reason/);
    expect(e.lines[1]).toMatchObject({ label: 'Tentativo', after: 'n. 6' });
  });

  it('shows before → after per changed field, with catalogue labels', () => {
    const lines = auditDetailLines({
      action: 'update',
      before: { city: 'Roma', enabled: true },
      after: { city: 'Milano', enabled: false },
    });
    expect(lines).toEqual([
      { field: 'city', label: 'Comune', before: 'Roma', after: 'Milano', text: 'Comune: Roma → Milano' },
      { field: 'enabled', label: 'Abilitato', before: 'Sì', after: 'No', text: 'Abilitato: Sì → No' },
    ]);
  });

  it('writes instants in Europe/Rome, calendar days as dd/mm/yyyy, money in euro, roles and permissions by label', () => {
    expect(presentAuditEntry({ ...base, action: 'update' }).at).toBe('11/03/2026, 00:30');
    expect(formatAuditValue('lastAccessWeb', '2026-07-15T22:30:00.000Z')).toBe('16/07/2026, 00:30');
    expect(formatAuditValue('visibleFrom', '2026-01-15T10:05:00Z')).toBe('15/01/2026, 11:05');
    expect(formatAuditValue('insertedDate', '2026-02-03')).toBe('03/02/2026');
    expect(formatAuditValue('quotaPriceCents', 123456)).toBe('1.234,56 €');
    expect(formatAuditValue('role', 'reader')).toBe('Sola lettura');
    expect(formatAuditValue('permissions', ['read_audit', 'impersonator'])).toBe(
      'Registro attività, Simulazione ricevitorie',
    );
    expect(formatAuditValue('tags', [])).toBe('—');
    expect(formatAuditValue('x', null)).toBe('—');
  });

  it('never dumps JSON: nested records in words, deeper ones counted', () => {
    const v = formatAuditValue('changes', {
      phoneNumber: '06 1234',
      address: { street: 'Via Roma' },
      list: [{ a: 1 }, { a: 2 }],
    });
    expect(v).toBe('Telefono 06 1234, Indirizzo 1 elemento, List 2 elementi');
    expect(v).not.toMatch(/[{}"]/);
  });

  it("a user's creation lists its filled fields in words, without ISO timestamps or raw keys", () => {
    const after = {
      username: 'mrossi',
      role: 'admin',
      name: 'Mario Rossi',
      email: 'm@example.it',
      phoneNumber: null,
      enabled: true,
      active: true,
      blocked: false,
      attemptNumber: 0,
      forcePasswordChange: true,
      lastAccessWeb: null,
      insertedDate: '2026-11-24T05:00:00.000Z',
      eurojEnabled: false,
      ivrCode: null,
      version: 1,
      lastPasswordChange: '2026-11-24T05:00:00.000Z',
    };
    const e = presentAuditEntry({ ...base, action: 'create', entityType: 'user', entityId: 'mrossi', after });
    expect(e.action).toBe('Creazione');
    expect(e.summary).toContain('Ruolo: Amministratore');
    expect(e.summary).toContain('Data inserimento: 24/11/2026, 06:00');
    expect(e.summary).not.toMatch(/\d{4}-\d{2}-\d{2}T|phoneNumber|lastAccessWeb|Telefono/);
  });

  it('says who acted on whose behalf in a simulation, and the system for jobs', () => {
    expect(
      presentAuditEntry({ ...base, actor: 'r100001', onBehalfOf: 'callcenter', action: 'quote_request' }).actor,
    ).toBe('r100001 (simulato da callcenter)');
    expect(presentAuditEntry({ ...base, actor: 'sistema', action: 'contest_closed' }).actor).toBe('Sistema');
  });

  it('has a label for every field of a user and of the common records', () => {
    const userFields = [
      'username',
      'role',
      'name',
      'email',
      'phoneNumber',
      'address',
      'city',
      'cap',
      'fax',
      'gender',
      'denomination',
      'code',
      'enabled',
      'active',
      'blocked',
      'attemptNumber',
      'forcePasswordChange',
      'lastAccessWeb',
      'lastAccessTg',
      'lastAccessTgBest',
      'lastAccessVtg',
      'lastPasswordChange',
      'insertedDate',
      'eurojEnabled',
      'ntclBachecaEnabled',
      'nveBachecaEnabled',
      'ivrCode',
      'concession',
      'rice',
      'term',
      'zone',
      'province',
      'region',
      'terminalId',
      'boardSip',
      'boardTcal',
      'boardTgol',
      'version',
    ];
    for (const f of userFields) expect(AUDIT_FIELD_LABELS[f], f).toBeTruthy();
    expect(auditFieldLabel('someNewField')).toBe('Some new field');
  });

  it('words every action of the catalogue, and an unknown one is shown as is', () => {
    for (const [action, label] of Object.entries(AUDIT_ACTION_LABELS))
      expect(presentAuditEntry({ ...base, action }).action).toBe(label);
    expect(presentAuditEntry({ ...base, action: 'brand_new' }).action).toBe('brand_new');
  });

  it('the keys that reached the log raw ("Failed", "Seq", "Quotes assigned") read in Italian', () => {
    const batch = presentAuditEntry({
      ...base,
      actor: 'sistema',
      action: 'publish_batch',
      entityType: 'publication_job',
      entityId: 'SE_12',
      after: { seq: [1, 50], published: 48, alreadyPresent: 1, failed: 1, publishedSystemIds: [7, 8] },
    });
    expect(batch.summary).toBe(
      'Elementi del job: dal 1 al 50; Pubblicati: 48; Già presenti: 1; In errore: 1; Sistemi pubblicati: 7, 8',
    );
    const quote = presentAuditEntry({
      ...base,
      action: 'quote_change',
      entityType: 'system',
      entityId: '9',
      before: { quotesAssigned: 2, assignments: { 100001: 0 } },
      after: { quotesAssigned: 5, assignments: { 100001: 3 } },
    });
    expect(quote.summary).toBe('Quote assegnate: 2 → 5; Assegnazioni: 100001 0 → 3');
    expect(`${batch.summary} ${quote.summary}`).not.toMatch(/Failed|Seq|Quotes assigned|[a-z][A-Z]/);
  });

  it('shows enum values by their Italian labels', () => {
    expect(formatAuditValue('status', 'ASSOCIATA')).toBe('Pubblicata');
    expect(formatAuditValue('status', 'DA_VALUTARE')).toBe('Da valutare');
    expect(formatAuditValue('structureType', 'NON_ACCUMULO')).toBe('Sistema non ad accumulo');
    expect(formatAuditValue('game', 'superenalotto')).toBe('SuperEnalotto');
    expect(formatAuditValue('scope', ['totocalcio', 'backoffice'])).toBe('Totocalcio, Back office');
    expect(formatAuditValue('category', 'IMPORTANT')).toBe('Importante');
    expect(formatAuditValue('via', 'invite')).toBe('invito via e-mail');
    expect(formatAuditValue('additionalPermissions', ['read_audit'])).toBe('Registro attività');
    const cancelled = presentAuditEntry({
      ...base,
      action: 'delete',
      entityType: 'structure',
      entityId: '3',
      before: { status: 'BOZZA' },
      after: { status: 'CANCELLATA', systemsCancelled: 4 },
    });
    expect(cancelled.summary).toBe('Stato: Bozza → Cancellata; Sistemi cancellati: 4');
  });

  it("never shows a raw NaN, undefined, Infinity or an image's data URL", () => {
    expect(formatAuditValue('count', Number.NaN)).toBe('—');
    expect(formatAuditValue('count', Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatAuditValue('name', 'undefined')).toBe('—');
    expect(formatAuditValue('name', 'NaN')).toBe('—');
    expect(formatAuditValue('backgroundImage', 'data:image/png;base64,AAAA')).toBe('immagine');
    const e = presentAuditEntry({
      ...base,
      action: 'create',
      after: { count: Number.NaN, name: undefined, seed: null, title: 'Ok' },
    });
    expect(e.summary).toBe('Titolo: Ok');
  });

  it('leaves unchanged fields out of an update, nested records included', () => {
    const lines = auditDetailLines({
      action: 'update',
      before: {
        contestsSelectableAdmin: 4,
        featuredContests: 2,
        updatedAt: undefined,
        design: { title: 'A', texts: ['x'], showLogo: true },
      },
      after: {
        contestsSelectableAdmin: 6,
        featuredContests: 2,
        updatedAt: undefined,
        design: { title: 'A', texts: ['x'], showLogo: false },
      },
    });
    expect(lines.map((l) => l.text)).toEqual([
      'Concorsi selezionabili in amministrazione: 4 → 6',
      'Disegno: Logo visibile Sì → No',
    ]);
    expect(
      auditDetailLines({
        action: 'update',
        before: { name: 'A', tags: ['x', 'y'] },
        after: { name: 'A', tags: ['x', 'y'] },
      }),
    ).toEqual([]);
    // null and a missing value are the same "nothing"
    expect(auditDetailLines({ action: 'update', before: { note: null }, after: { note: '' } })).toEqual([]);
  });
  it('names the actor in words: a username as it is, the background work as "Sistema", nobody as "Anonimo"', () => {
    expect(auditActorLabel('admin')).toBe('admin');
    expect(auditActorLabel('sistema')).toBe('Sistema');
    expect(auditActorLabel(null)).toBe('Anonimo');
  });

  it('shows names where the entry holds ids, and a deleted record by a word and its id', () => {
    const names = {
      'system:228': 'SUPERENA-0228',
      'structure:7': 'Integrale 8 numeri',
      'contest:34': '34/2026',
      'ricevitore:100001': '100001 – Tabaccheria Centrale Rossi',
    };
    const e = presentAuditEntry({
      ...base,
      action: 'quote_change',
      entityType: 'system',
      entityId: '228',
      before: { quotesAssigned: 1, assignments: { '100001': 1 }, contestId: 34 },
      after: { quotesAssigned: 2, assignments: { '100001': 2 }, contestId: 35, structureId: 7 },
      names,
    });
    expect(e.entity).toBe('Sistema SUPERENA-0228');
    expect(e.summary).toContain('Assegnazioni: 100001 – Tabaccheria Centrale Rossi 1 → 2');
    expect(e.summary).toContain('Concorso: 34/2026 → eliminato (35)');
    expect(e.summary).toContain('Struttura: Integrale 8 numeri');
    const gone = presentAuditEntry({ ...base, action: 'delete', entityType: 'structure', entityId: '9', names: {} });
    expect(gone.entity).toBe('Struttura eliminata (9)');
    const result = presentAuditEntry({
      ...base,
      action: 'result_confirm',
      entityType: 'contest_result',
      entityId: '34',
      names,
    });
    expect(result.entity).toBe('Risultato del concorso 34/2026');
    // a list of ids, and an id that means a record only on one kind of object (a graphic's original)
    expect(formatAuditValue('systemIds', [228, 229], { names })).toBe('SUPERENA-0228, eliminato (229)');
    expect(formatAuditValue('from', 3, { names: {}, entityType: 'graphic' })).toBe('eliminata (3)');
    expect(formatAuditValue('from', 3, { names: {} })).toBe('3');
    // without names (no server lookup) the ids stay as they are
    expect(presentAuditEntry({ ...base, action: 'update', entityType: 'system', entityId: '228' }).entity).toBe(
      'Sistema 228',
    );
  });
  it('words the objects that are no record: a role by its label, a tag with its game, a session without its id', () => {
    const of = (entityType: string, entityId: string) =>
      presentAuditEntry({ ...base, action: 'update', entityType, entityId }).entity;
    expect(of('role', 'call_center')).toBe('Ruolo Call center');
    expect(of('tag', 'superenalotto:estate')).toBe('Tag «estate» (SuperEnalotto)');
    expect(of('preferences', 'superenalotto')).toBe('Preferenze SuperEnalotto');
    expect(of('session', '8f9c2c1e')).toBe('Sessione');
    expect(formatAuditValue('zone', 'NORD_EST')).toBe('Nord-Est');
  });
});

import { count, eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_LABELS, ROLES, type Role } from '@bacheca/domain';
import type { Db } from './client';
import { rolePermissions, roles, users, passwordHistory, userPermissions } from './schema';
import { hashPassword } from '../lib/passwords';
import { CITIES, FIRST_NAMES, SHOP_KINDS, SHOP_NAMES, STREETS, SURNAMES, ZONE_BY_REGION } from './italy';

/** Password of every demo user (README). */
export const DEMO_PASSWORD = 'Demo!Bacheca2026';

export const DEMO_STAFF: Array<{ username: string; role: Role; name: string }> = [
  { username: 'superadmin', role: 'super_admin', name: 'Silvia Moretti' },
  { username: 'admin', role: 'admin', name: 'Andrea Colombo' },
  { username: 'ra', role: 'ra', name: 'Roberto Esposito' },
  { username: 'callcenter', role: 'call_center', name: 'Chiara Ricci' },
  { username: 'callcenterspecial', role: 'call_center_special', name: 'Stefano Galli' },
  { username: 'reader', role: 'reader', name: 'Laura Fontana' },
];
export const DEMO_OUTLET = { username: 'ricevitore1', ivrCode: '100001' };

/** Deterministic PRNG so every demo database looks the same. */
function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Roles and their base permissions (idempotent). */
export async function seedRoles(db: Db) {
  for (const role of ROLES) {
    await db.insert(roles).values({ name: role, label: ROLE_LABELS[role], isStaff: role !== 'ricevitore' }).onConflictDoNothing();
  }
  const [{ n }] = await db.select({ n: count() }).from(rolePermissions);
  if (n === 0) {
    const rows = ROLES.flatMap((role) => DEFAULT_ROLE_PERMISSIONS[role].map((permission) => ({ role, permission })));
    await db.insert(rolePermissions).values(rows);
  }
}

function outletRow(i: number, ivrCode: string, passwordHash: string, rnd: () => number) {
  const pick = <T,>(a: T[]) => a[Math.floor(rnd() * a.length)];
  const [city, province, region, cap] = pick(CITIES);
  const surname = pick(SURNAMES);
  const first = pick(FIRST_NAMES);
  const kind = pick(SHOP_KINDS);
  const denomination = rnd() < 0.5 ? `${kind} ${surname}` : `${kind} ${pick(SHOP_NAMES)}`;
  const r = rnd();
  // varied states: most enabled and active; some disabled, blocked or inactive
  const enabled = r >= 0.06;
  const blocked = r >= 0.06 && r < 0.1;
  const active = !(r >= 0.1 && r < 0.16);
  const day = 86400_000;
  const now = Date.now();
  const lastAccess = rnd() < 0.85 ? new Date(now - Math.floor(rnd() * 120) * day - Math.floor(rnd() * day)) : null;
  return {
    username: `r${ivrCode}`,
    ivrCode,
    passwordHash,
    role: 'ricevitore',
    name: `${first} ${surname}`,
    email: `ricevitoria${ivrCode}@example.it`,
    phoneNumber: `0${Math.floor(10 + rnd() * 89)} ${Math.floor(1000000 + rnd() * 8999999)}`,
    address: `${pick(STREETS)} ${1 + Math.floor(rnd() * 180)}`,
    city,
    cap,
    province,
    region,
    zone: ZONE_BY_REGION[region] ?? 'CENTRO',
    gender: FIRST_NAMES.indexOf(first) >= 20 ? 'F' : 'M',
    denomination,
    code: `${province}${String(i).padStart(5, '0')}`,
    concession: rnd() < 0.7 ? 'PGS' : 'TEL',
    rice: `${province}${String(1000 + (i % 9000))}`,
    term: String(1 + Math.floor(rnd() * 4)),
    terminalId: String(70000000 + i),
    enabled,
    blocked,
    attemptNumber: blocked ? 6 : 0,
    active,
    boardSip: rnd() < 0.6,
    boardTcal: rnd() < 0.4,
    boardTgol: rnd() < 0.25,
    eurojEnabled: rnd() < 0.7,
    ntclBachecaEnabled: rnd() < 0.5,
    nveBachecaEnabled: rnd() < 0.8,
    lastAccessWeb: lastAccess,
    lastAccessTg: lastAccess && rnd() < 0.5 ? new Date(lastAccess.getTime() - day) : null,
    lastAccessTgBest: null,
    lastAccessVtg: lastAccess && rnd() < 0.2 ? new Date(lastAccess.getTime() - 2 * day) : null,
    lastPasswordChange: new Date(now - Math.floor(rnd() * 300) * day),
    insertedDate: new Date(now - (400 + Math.floor(rnd() * 2000)) * day),
  };
}

/**
 * Top up the outlets to `target` (ricevitore users besides the demo one). All share one password hash: hashing
 * 30.000 passwords would take minutes and adds nothing to demo data.
 */
export async function seedOutlets(db: Db, target: number, log: (m: string) => void = () => {}) {
  const [{ n }] = await db.select({ n: count() }).from(users).where(eq(users.role, 'ricevitore'));
  const existing = Math.max(0, n - 1);
  if (existing >= target) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [{ maxIvr }] = await db.select({ maxIvr: sql<number>`coalesce(max(cast(${users.ivrCode} as integer)), 100001)` }).from(users).where(sql`${users.ivrCode} ~ '^[0-9]+$'`);
  const rnd = mulberry32(20260 + existing);
  const batch = 1000;
  for (let done = existing; done < target; done += batch) {
    const rows = [];
    for (let i = done; i < Math.min(target, done + batch); i++) rows.push(outletRow(i, String(Number(maxIvr) + 1 + i - existing), passwordHash, rnd));
    await db.insert(users).values(rows);
    log(`  ricevitorie: ${Math.min(target, done + batch)}/${target}`);
  }
}

/** The demo data of a fresh database (never in production: main.ts decides). */
export async function seedIfEmpty(db: Db, opts: { outlets: number; log?: (m: string) => void }) {
  const log = opts.log ?? (() => {});
  const [{ n }] = await db.select({ n: count() }).from(users);
  await seedRoles(db);
  if (n > 0) return false;
  log('Primo avvio: caricamento dei dati dimostrativi…');
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const staff = await db
    .insert(users)
    .values(
      DEMO_STAFF.map((s) => ({
        username: s.username,
        passwordHash,
        role: s.role,
        name: s.name,
        email: `${s.username}@bachecaricevitori.it`,
        phoneNumber: '06 1234567',
        lastPasswordChange: new Date(),
      })),
    )
    .returning({ id: users.id });
  const rnd = mulberry32(1);
  const outlet = outletRow(0, DEMO_OUTLET.ivrCode, passwordHash, rnd);
  const [ric] = await db
    .insert(users)
    .values({ ...outlet, username: DEMO_OUTLET.username, enabled: true, active: true, blocked: false, attemptNumber: 0, denomination: 'Tabaccheria Centrale Rossi', city: 'Roma', province: 'RM', region: 'Lazio', zone: 'CENTRO', cap: '00184' })
    .returning({ id: users.id });
  await db.insert(passwordHistory).values([...staff, ric].map((u) => ({ userId: u.id, passwordHash })));
  // one additional permission, to show the mechanism on /amministratori
  const ra = staff[DEMO_STAFF.findIndex((s) => s.username === 'ra')];
  await db.insert(userPermissions).values({ userId: ra.id, permission: 'bacheca_admin' });
  await seedOutlets(db, opts.outlets, log);
  log('Dati dimostrativi caricati.');
  return true;
}

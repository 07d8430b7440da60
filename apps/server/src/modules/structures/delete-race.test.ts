/**
 * A structure's deletion and a publish request of its drafts at the same moment: whichever takes the
 * structure's row first, the other sees its outcome — the request finds the drafts cancelled, or the deletion finds
 * them queued in the running job. One side is held open in a transaction (the real service inside it) while the
 * other arrives through the app; the test waits for PostgreSQL to report the second one waiting on a lock (a state,
 * not a time), then commits the first. PostgreSQL only: PGlite has one connection, nothing runs concurrently there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { errorMessage } from '@bacheca/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { ignoreDropOfTestDatabase } from '../../test/drop-guard';
import { makeCalendar, makeStaff } from '../../test/factories';
import { publicationJobItems, publicationJobs, structures, systems } from '../../db/schema';
import type { Db } from '../../db/client';
import { JobQueue } from '../../lib/job-queue';
import { PublicationService } from '../publication/service';
import { StructuresService } from './service';

type Res = Awaited<ReturnType<TestApp['inject']>>;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'deleting a structure while its drafts are being published, on postgres',
  () => {
    let t: TestApp;
    let admin: string;
    let adminId: number;
    let adminName: string;
    let upcoming: Array<{ id: number }>;
    let seq = 0;

    beforeAll(async () => {
      t = await createTestApp('postgres', {}, { seed: 'none' });
      ignoreDropOfTestDatabase(t.database);
      await makeCalendar(t);
      const staff = await makeStaff(t);
      admin = await staff.token();
      adminId = staff.id;
      adminName = staff.username;
      upcoming = (await api('GET', 'games/superenalotto/contests?when=upcoming&limit=2')).json().items;
    }, 120_000);
    afterAll(async () => t?.close());

    function api(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
      return t.inject({ method, url: `/api/v1/${url}`, token: admin, payload });
    }
    async function structureWithDrafts() {
      const st = await api('POST', 'games/superenalotto/structures', {
        name: `Corsa ${++seq}`,
        shortDescription: 'Prova',
        extendedDescription: 'Cancellazione e pubblicazione insieme',
        tags: ['corsa'],
        proposalChannels: ['WEB'],
        salesChannel: 'RICEVITORIA',
        structureType: 'NON_ACCUMULO',
        boardType: 'STANDARD',
        modules: [{ type: 'INTEGRALE', numerosity: 8 }],
        quotes: 4,
        preassignedQuotesPercentage: 10,
        visibleInBackoffice: true,
        visibleInVetrina: false,
        graphicTemplate: 'CLASSICO',
      });
      expect(st.statusCode, st.body).toBe(201);
      const gen = await api('POST', `games/superenalotto/structures/${st.json().id}/generate-systems`, {
        count: 2,
        seed: `corsa-${seq}`,
      });
      expect(gen.statusCode, gen.body).toBe(201);
      return { id: st.json().id as number, drafts: gen.json().systemIds as number[] };
    }

    /** Hold `first` open inside a transaction until `second` (sent through the app) waits on a lock; then commit. */
    async function race<T>(
      first: (tx: Db) => Promise<T>,
      second: () => Promise<Res>,
    ): Promise<{ first: T; second: Res }> {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let started!: () => void;
      const ready = new Promise<void>((r) => (started = r));
      const held = t.database.db.transaction(async (tx) => {
        const out = await first(tx as unknown as Db);
        started();
        await gate;
        return out;
      });
      await ready;
      let answered: Res | undefined;
      const pending = second().then((r) => (answered = r));
      try {
        // the second one must block on the first one's row lock before it can answer
        for (;;) {
          const [{ n }] = (
            await t.database.query<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
            )
          ).rows;
          if (n > 0) break;
          expect(
            answered,
            `answered without waiting for the other transaction: ${answered?.statusCode} ${answered?.body}`,
          ).toBeUndefined();
          await new Promise((r) => setImmediate(r));
        }
      } finally {
        release();
      }
      return { first: await held, second: await pending };
    }

    it('deletion first: the publish request waits, then finds the drafts cancelled and writes nothing', async () => {
      const s = await structureWithDrafts();
      const jobsBefore = (await t.database.db.select().from(publicationJobs)).length;
      const { second } = await race(
        (tx) => new StructuresService(tx).remove('superenalotto', s.id, { actor: adminName }),
        () => api('POST', 'games/superenalotto/jobs', { systemIds: s.drafts, contestIds: [upcoming[0].id] }),
      );
      expect(second.statusCode, second.body).toBe(422);
      expect(second.json()).toMatchObject({
        code: 'PUBLISH_SYSTEMS_INVALID',
        message: errorMessage('PUBLISH_SYSTEMS_INVALID', { count: 2 }),
      });
      expect((await t.database.db.select().from(publicationJobs)).length).toBe(jobsBefore);
      const [row] = await t.database.db.select().from(structures).where(eq(structures.id, s.id));
      expect(row.status).toBe('CANCELLATA');
    }, 60_000);

    it('publish request first: the deletion waits, then finds the drafts queued in the running job', async () => {
      const s = await structureWithDrafts();
      const { first, second } = await race(
        (tx) =>
          new PublicationService(tx, new JobQueue()).publish(
            'superenalotto',
            { systemIds: s.drafts, contestIds: [upcoming[1].id], randomNames: true },
            { actor: adminName, userId: adminId },
          ),
        () => api('DELETE', `games/superenalotto/structures/${s.id}`),
      );
      expect(second.statusCode, second.body).toBe(409);
      expect(second.json()).toMatchObject({
        code: 'STRUCTURE_QUEUED',
        message: errorMessage('STRUCTURE_QUEUED', { jobId: first.id }),
      });
      const [row] = await t.database.db.select().from(structures).where(eq(structures.id, s.id));
      expect(row.status).not.toBe('CANCELLATA');
      const drafts = await t.database.db
        .select({ status: systems.status })
        .from(systems)
        .where(and(eq(systems.structureId, s.id), eq(systems.status, 'BOZZA')));
      expect(drafts).toHaveLength(2);
      const items = await t.database.db
        .select()
        .from(publicationJobItems)
        .where(eq(publicationJobItems.jobId, Number(first.id.split('_')[1])));
      expect(items).toHaveLength(2);
    }, 60_000);
  },
);

import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ERRORS,
  GRAPHIC_LIMITS,
  isGraphicGame,
  renderGraphicSvg,
  type GameSlug,
  type Graphic,
  type GraphicGame,
  type graphicDuplicateRequest,
  type graphicListQuery,
  type graphicUpsertRequest,
} from '@bacheca/domain';
import type { Db, DbOrTx } from '../../db/client';
import { graphics, structures, systems } from '../../db/schema';
import { audit, type AuditActor } from '../../lib/audit';
import { AppError, conflict, notFound, unprocessable, uniqueViolation } from '../../lib/errors';
import { findStructure } from '../../lib/structures';
import { decodeImageDataUrl } from '../../lib/uploaded-image';
import {
  designOf,
  findGraphic,
  findSystemWithContest,
  graphicList,
  structureRenderData,
  systemRenderData,
  toGraphic,
} from './queries';
import { format } from '@bacheca/domain/messages';
import { COPY_NAMES } from '@bacheca/domain/messages-server';

type UpsertInput = z.output<typeof graphicUpsertRequest>;
type DuplicateInput = z.output<typeof graphicDuplicateRequest>;
type ListQuery = z.output<typeof graphicListQuery>;

/**
 * Graphics of a game (/{game}/grafica): CRUD, duplicate, preview. Saving a graphic attaches it to its structure
 * (`structures.graphic_id`: the structure's systems show it, and its Euronumeri are locked); `attached: false` or
 * deleting it detaches it. The systems of the structure carry the attached graphic's name (the list's text filter).
 */
export class GraphicsService {
  constructor(private readonly db: Db) {}

  /** Totocalcio has no graphics (spec §2): its graphics answer 404. */
  private gameOf(game: GameSlug): GraphicGame {
    if (!isGraphicGame(game)) throw notFound('GRAPHIC_GAME_NOT_SUPPORTED');
    return game;
  }

  private async target(db: DbOrTx, game: GameSlug, id: number, lock = false) {
    const g = await findGraphic(db, this.gameOf(game), id, lock);
    if (!g) throw notFound('GRAPHIC_NOT_FOUND', { graphicId: ERRORS.GRAPHIC_NOT_FOUND });
    return g;
  }

  list(game: GameSlug, q: ListQuery) {
    return graphicList(this.db, this.gameOf(game), q);
  }

  async detail(game: GameSlug, id: number): Promise<Graphic> {
    return toGraphic(await this.target(this.db, game, id));
  }

  /** The structure the graphic is for: of this game and not cancelled, locked while the graphic is saved. */
  private async structureFor(db: DbOrTx, game: GameSlug, id: number) {
    const s = await findStructure(db, game, id, true);
    if (!s || s.status === 'CANCELLATA')
      throw unprocessable('STRUCTURE_NOT_FOUND', { structureId: ERRORS.STRUCTURE_NOT_FOUND });
    return s;
  }

  private async guardName(db: DbOrTx, game: GameSlug, name: string, exceptId?: number) {
    const conds = [eq(graphics.game, game), sql`lower(${graphics.name}) = lower(${name})`];
    if (exceptId) conds.push(ne(graphics.id, exceptId));
    const [taken] = await db
      .select({ id: graphics.id })
      .from(graphics)
      .where(and(...conds));
    if (taken) throw conflict('GRAPHIC_NAME_TAKEN', { name: ERRORS.GRAPHIC_NAME_TAKEN });
  }

  /**
   * The design as stored: an uploaded background decoded and re-encoded (lib/uploaded-image.ts), its size bounded from
   * the header first; one equal to the background already stored (`stored`) was decoded when it was saved and is kept.
   */
  private async checkedDesign(design: UpsertInput['design'], stored?: string | null): Promise<UpsertInput['design']> {
    const image = design.backgroundImage;
    if (!image || image === stored) return design;
    const check = await decodeImageDataUrl(image, GRAPHIC_LIMITS.background);
    if (!check.ok || check.dataUrl.length > GRAPHIC_LIMITS.backgroundChars) {
      throw unprocessable('GRAPHIC_BACKGROUND_INVALID', {
        'design.backgroundImage': ERRORS.GRAPHIC_BACKGROUND_INVALID,
      });
    }
    return { ...design, backgroundImage: check.dataUrl };
  }

  /** A unique-index race lost to a concurrent save of the same name answers like the check above. */
  private async saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (uniqueViolation(e) !== null) throw conflict('GRAPHIC_NAME_TAKEN', { name: ERRORS.GRAPHIC_NAME_TAKEN });
      throw e;
    }
  }

  /** The structure shows this graphic: its id on the structure, its name on the structure's systems. */
  private async attach(db: DbOrTx, structureId: number, graphicId: number, name: string) {
    await db.update(structures).set({ graphicId }).where(eq(structures.id, structureId));
    await this.nameOnSystems(db, structureId, name);
  }

  /** The structure no longer shows this graphic (when it did): the Euronumeri lock is released. */
  private async detach(db: DbOrTx, structureId: number, graphicId: number) {
    const done = await db
      .update(structures)
      .set({ graphicId: null })
      .where(and(eq(structures.id, structureId), eq(structures.graphicId, graphicId)))
      .returning({ id: structures.id });
    if (done.length) await this.nameOnSystems(db, structureId, null);
  }

  private async nameOnSystems(db: DbOrTx, structureId: number, name: string | null) {
    await db
      .update(systems)
      .set({
        graphicName: name,
        searchText: sql`lower(${systems.name} || ' ' || coalesce(${name}::text, '') || ' ' || array_to_string(${systems.tags}, ' '))`,
      })
      .where(and(eq(systems.structureId, structureId), ne(systems.status, 'CANCELLATA')));
  }

  async create(game: GameSlug, input: UpsertInput, who: AuditActor): Promise<Graphic> {
    const g = this.gameOf(game);
    const design = await this.checkedDesign(input.design);
    return this.saving(() =>
      this.db.transaction(async (tx) => {
        await this.structureFor(tx, g, input.structureId);
        await this.guardName(tx, g, input.name);
        const [row] = await tx
          .insert(graphics)
          .values({
            game: g,
            name: input.name,
            structureId: input.structureId,
            design,
            createdBy: who.actor ?? 'sistema',
          })
          .returning();
        if (input.attached) await this.attach(tx, input.structureId, row.id, row.name);
        await audit(tx, who, {
          action: 'create',
          entityType: 'graphic',
          entityId: row.id,
          after: { name: row.name, structureId: row.structureId, attached: input.attached },
        });
        return toGraphic((await findGraphic(tx, g, row.id))!);
      }),
    );
  }

  /** Save changes (optimistic version check). Saving attaches the graphic again unless `attached: false`. */
  async update(game: GameSlug, id: number, input: UpsertInput, who: AuditActor): Promise<Graphic> {
    const [prev] = await this.db.select({ design: graphics.design }).from(graphics).where(eq(graphics.id, id));
    const design = await this.checkedDesign(
      input.design,
      (prev?.design as { backgroundImage?: string | null } | undefined)?.backgroundImage,
    );
    return this.saving(() =>
      this.db.transaction(async (tx) => {
        const cur = await this.target(tx, game, id, true);
        if (input.version !== cur.version) throw conflict('VERSION_CONFLICT', { version: String(cur.version) });
        await this.structureFor(tx, cur.game as GameSlug, input.structureId);
        await this.guardName(tx, cur.game as GameSlug, input.name, id);
        const [row] = await tx
          .update(graphics)
          .set({
            name: input.name,
            structureId: input.structureId,
            design,
            version: cur.version + 1,
            updatedAt: new Date(),
          })
          .where(and(eq(graphics.id, id), eq(graphics.version, cur.version)))
          .returning();
        if (!row) throw conflict('VERSION_CONFLICT');
        if (cur.structureId !== input.structureId || !input.attached) await this.detach(tx, cur.structureId, id);
        if (input.attached) await this.attach(tx, input.structureId, id, row.name);
        const before = {
          name: cur.name,
          structureId: cur.structureId,
          attached: cur.attached === true,
          design: cur.design,
        };
        const after = { name: row.name, structureId: row.structureId, attached: input.attached, design: row.design };
        await audit(tx, who, { action: 'update', entityType: 'graphic', entityId: id, before, after });
        return toGraphic((await findGraphic(tx, cur.game, id))!);
      }),
    );
  }

  /**
   * Delete a graphic. Refused (409 GRAPHIC_IN_USE) while it is the graphic attached to a structure one of whose
   * systems (not cancelled) sits on a contest: those systems show it on the board. Otherwise it is detached first.
   */
  async remove(game: GameSlug, id: number, who: AuditActor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const cur = await this.target(tx, game, id, true);
      if (cur.attached) {
        const [used] = await tx
          .select({ id: systems.id })
          .from(systems)
          .where(
            and(
              eq(systems.structureId, cur.structureId),
              isNotNull(systems.contestId),
              ne(systems.status, 'CANCELLATA'),
            ),
          )
          .limit(1);
        if (used) throw conflict('GRAPHIC_IN_USE', { graphicId: ERRORS.GRAPHIC_IN_USE });
        await this.detach(tx, cur.structureId, id);
      }
      await tx.delete(graphics).where(eq(graphics.id, id));
      await audit(tx, who, {
        action: 'delete',
        entityType: 'graphic',
        entityId: id,
        before: { name: cur.name, structureId: cur.structureId, attached: cur.attached === true },
      });
    });
  }

  /** A copy for the same structure, not attached: "Copia di …" (numbered when taken) unless a name is given. */
  async duplicate(game: GameSlug, id: number, input: DuplicateInput, who: AuditActor): Promise<Graphic> {
    return this.saving(() =>
      this.db.transaction(async (tx) => {
        const cur = await this.target(tx, game, id);
        const g = cur.game as GameSlug;
        let name = input.name;
        if (name) await this.guardName(tx, g, name);
        else name = await this.freeCopyName(tx, g, cur.name);
        const [row] = await tx
          .insert(graphics)
          .values({
            game: g,
            name,
            structureId: cur.structureId,
            design: cur.design,
            createdBy: who.actor ?? 'sistema',
          })
          .returning();
        await audit(tx, who, {
          action: 'duplicate',
          entityType: 'graphic',
          entityId: row.id,
          after: { name: row.name, structureId: row.structureId, from: id },
        });
        return toGraphic((await findGraphic(tx, g, row.id))!);
      }),
    );
  }

  private async freeCopyName(db: DbOrTx, game: GameSlug, of: string): Promise<string> {
    for (let i = 1; ; i++) {
      const suffix = i === 1 ? '' : ` (${i})`;
      const name =
        format(COPY_NAMES.GRAPHIC_COPY, { name: of })
          .slice(0, GRAPHIC_LIMITS.name - suffix.length)
          .trimEnd() + suffix;
      const [taken] = await db
        .select({ id: graphics.id })
        .from(graphics)
        .where(and(eq(graphics.game, game), sql`lower(${graphics.name}) = lower(${name})`));
      if (!taken) return name;
    }
  }

  /** The card as SVG: the graphic with a system's numbers (`systemId`), or with its structure's example numbers. */
  async preview(game: GameSlug, id: number, systemId?: number): Promise<string> {
    const g = await this.target(this.db, game, id);
    const gameSlug = g.game as GameSlug;
    let data = await structureRenderData(this.db, gameSlug, g.structureId);
    if (!data) throw notFound('STRUCTURE_NOT_FOUND');
    if (systemId !== undefined) {
      const sys = await findSystemWithContest(this.db, gameSlug, systemId);
      if (!sys) throw notFound('SYSTEM_NOT_FOUND', { systemId: ERRORS.SYSTEM_NOT_FOUND });
      data = systemRenderData(data, sys.system, sys.contest);
    }
    try {
      return renderGraphicSvg(designOf(g), data);
    } catch {
      throw new AppError('GRAPHIC_PREVIEW_ERROR', 500);
    }
  }
}

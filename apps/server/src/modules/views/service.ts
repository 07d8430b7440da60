/**
 * Saved views (decisions.md "Power tools"): a named URL search of one list page, the owner's own or shared
 * with every staff member. Sharing needs the permission share_views (super_admin and admin by default); only the owner
 * renames, changes or deletes a view; names are unique per owner and list (case-insensitive, by a unique index, so
 * two saves at once cannot both win). A view is a personal setting, not business data: not audited.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { errorMessage, hasPermission, type Principal, type SavedView, type savedViewInput } from '@bacheca/domain';
import type { Db } from '../../db/client';
import { savedViews, users } from '../../db/schema';
import { AppError, forbidden, notFound, uniqueViolation, unprocessable } from '../../lib/errors';

type ViewInput = z.output<typeof savedViewInput>;
type Caller = Principal & { userId: number };
type Row = typeof savedViews.$inferSelect;

export class SavedViewService {
  constructor(private readonly db: Db) {}

  /** The caller's own views of the list and the ones shared by others, by name. */
  async list(list: string, caller: Caller): Promise<SavedView[]> {
    const rows = await this.db
      .select({ v: savedViews, owner: users.username })
      .from(savedViews)
      .innerJoin(users, eq(users.id, savedViews.userId))
      .where(and(eq(savedViews.list, list), or(eq(savedViews.userId, caller.userId), eq(savedViews.shared, true))))
      .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
    return rows.map(({ v, owner }) => toView(v, owner, caller.userId));
  }

  async create(input: ViewInput, caller: Caller & { username: string }): Promise<SavedView> {
    this.checkShare(input, caller);
    const [row] = await this.unique(input.name, () =>
      this.db
        .insert(savedViews)
        .values({
          userId: caller.userId,
          list: input.list,
          name: input.name,
          search: input.search,
          shared: input.shared,
        })
        .returning(),
    );
    return toView(row, caller.username, caller.userId);
  }

  async update(id: number, input: ViewInput, caller: Caller & { username: string }): Promise<SavedView> {
    await this.own(id, caller);
    this.checkShare(input, caller);
    const [row] = await this.unique(input.name, () =>
      this.db
        .update(savedViews)
        .set({ list: input.list, name: input.name, search: input.search, shared: input.shared, updatedAt: new Date() })
        .where(and(eq(savedViews.id, id), eq(savedViews.userId, caller.userId)))
        .returning(),
    );
    if (!row) throw notFound('VIEW_NOT_FOUND');
    return toView(row, caller.username, caller.userId);
  }

  async remove(id: number, caller: Caller): Promise<void> {
    await this.own(id, caller);
    await this.db.delete(savedViews).where(and(eq(savedViews.id, id), eq(savedViews.userId, caller.userId)));
  }

  /** A view the caller may see but does not own is 403; one it may not see (another's personal view) is 404. */
  private async own(id: number, caller: Caller): Promise<Row> {
    const [row] = await this.db.select().from(savedViews).where(eq(savedViews.id, id));
    if (!row || (row.userId !== caller.userId && !row.shared)) throw notFound('VIEW_NOT_FOUND');
    if (row.userId !== caller.userId) throw new AppError('VIEW_NOT_OWNER', 403);
    return row;
  }

  private checkShare(input: ViewInput, caller: Caller) {
    if (input.shared && !hasPermission(caller, 'share_views')) throw forbidden('VIEW_SHARE_FORBIDDEN');
  }

  private async unique<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (uniqueViolation(e) !== null) {
        throw unprocessable('VIEW_NAME_TAKEN', { name: errorMessage('VIEW_NAME_TAKEN', { name }) }, { name });
      }
      throw e;
    }
  }
}

function toView(v: Row, owner: string, callerId: number): SavedView {
  return {
    id: v.id,
    list: v.list,
    name: v.name,
    search: v.search,
    shared: v.shared,
    owner,
    mine: v.userId === callerId,
    updatedAt: v.updatedAt.toISOString(),
  };
}

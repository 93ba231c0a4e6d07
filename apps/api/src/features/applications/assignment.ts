import { applicationEvents, applications, type Db, type User, users } from '@seva/db';
import type { AssigneeView } from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { type ApplicationsService, applicationMessages } from './service.ts';

/**
 * Who works an application (docs/product.md 33, docs/decisions/067): one operator at most;
 * only they change its status, unless another takes it over explicitly (recorded); an
 * unassigned one may be worked by any operator, who is then assigned. Every change is a
 * conditional UPDATE on the holder the caller saw, so of two operators pressing the same button
 * at the same moment exactly one succeeds and the other gets 409 with the fresh state.
 */

export const assignmentMessages = bilingual({
  assigned: (name: string) => `Assigned to ${name}`,
  unassigned: 'The application is now unassigned',
  takenOver: 'You have taken over this application',
  unchanged: 'Nothing to change: it is already so',
  operatorNotFound: 'No operator account with that id',
  notAnOperator: 'That account is not an operator',
  assignedElsewhere: (name: string) =>
    `${name} is working on this application. Take it over first to change it.`,
  changedMeanwhile: 'The application was changed by someone else. Please reload.',
} as const);

/** Everything a write here may touch, so a transaction and the database itself both fit. */
type Tx = Pick<Db, 'select' | 'update' | 'insert'>;

type Holder = string | null;

const holderIs = (holder: Holder): SQL | undefined =>
  holder === null ? isNull(applications.assignedTo) : eq(applications.assignedTo, holder);

function nameOf(tx: Pick<Db, 'select'>, userId: string): string {
  return (
    tx.select({ name: users.name }).from(users).where(eq(users.id, userId)).get()?.name ??
    'Another operator'
  );
}

/** The fresh state a 409 carries, so a client can show it without asking again. */
function freshState(tx: Pick<Db, 'select'>, applicationId: string) {
  const row = tx
    .select({
      status: applications.status,
      assignedTo: applications.assignedTo,
      assignedAt: applications.assignedAt,
      name: users.name,
    })
    .from(applications)
    .leftJoin(users, eq(users.id, applications.assignedTo))
    .where(eq(applications.id, applicationId))
    .get();
  return {
    status: row?.status ?? null,
    assignedTo:
      row?.assignedTo && row.assignedAt
        ? { _id: row.assignedTo, name: row.name ?? '', at: row.assignedAt.toISOString() }
        : null,
  };
}

function conflict(tx: Pick<Db, 'select'>, applicationId: string, message: string, reason: string) {
  return new AppError('CONFLICT', message, reason, undefined, freshState(tx, applicationId));
}

function recordEvent(
  tx: Tx,
  applicationId: string,
  type: 'assigned' | 'unassigned' | 'taken_over',
  actorId: string,
  operatorId: string | null,
  at: Date,
) {
  tx.insert(applicationEvents)
    .values({ id: newId(), applicationId, type, actorId, operatorId, createdAt: at })
    .run();
}

/**
 * The assignment rule of a status change, called inside the change's transaction with the
 * holder read before it (`assignedTo`): refused (409) when another operator holds it; an
 * unassigned application becomes the caller's (an 'assigned' event). The UPDATE is conditional
 * on that holder, so a change that raced another fails whole.
 */
export function claimForStatusChange(
  tx: Tx,
  operator: Pick<User, 'id'>,
  application: { id: string; assignedTo: string | null },
  at: Date,
): void {
  const holder = application.assignedTo;
  if (holder !== null && holder !== operator.id) {
    throw conflict(
      tx,
      application.id,
      assignmentMessages.assignedElsewhere(nameOf(tx, holder)),
      'ASSIGNED_ELSEWHERE',
    );
  }
  const claimed = tx
    .update(applications)
    .set(holder === null ? { assignedTo: operator.id, assignedAt: at } : { assignedTo: holder })
    .where(and(eq(applications.id, application.id), holderIs(holder)))
    .run();
  if (claimed.changes !== 1) {
    throw conflict(tx, application.id, assignmentMessages.changedMeanwhile, 'STALE');
  }
  if (holder === null) recordEvent(tx, application.id, 'assigned', operator.id, operator.id, at);
}

/** Who holds it, as operators see it on the detail page (null when unassigned). */
export function assigneeOf(
  tx: Pick<Db, 'select'>,
  application: { assignedTo: string | null; assignedAt: Date | null },
): AssigneeView | null {
  if (!application.assignedTo || !application.assignedAt) return null;
  return {
    _id: application.assignedTo,
    name: nameOf(tx, application.assignedTo),
    at: application.assignedAt.toISOString(),
  };
}

export function createAssignment(deps: {
  db: Db;
  applications: Pick<ApplicationsService, 'get'>;
  now?: () => number;
}) {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  function holderOf(id: string): Holder {
    const row = db
      .select({ assignedTo: applications.assignedTo })
      .from(applications)
      .where(eq(applications.id, id))
      .get();
    if (!row) throw new AppError('NOT_FOUND', applicationMessages.notFound);
    return row.assignedTo;
  }

  /** An operator account that may be given work: it exists, is an operator and is not disabled. */
  function requireOperator(userId: string) {
    const user = db
      .select({ id: users.id, role: users.role, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, userId))
      .get();
    if (!user) throw new AppError('NOT_FOUND', assignmentMessages.operatorNotFound);
    if (user.role !== 'admin' || user.disabledAt) {
      throw new AppError('INVALID', assignmentMessages.notAnOperator, 'NOT_AN_OPERATOR');
    }
  }

  /** Moves the holder from `from` to `to` if it is still `from`; 409 with the fresh state if not. */
  function move(
    actor: User,
    id: string,
    from: Holder,
    to: Holder,
    event: 'assigned' | 'unassigned' | 'taken_over',
  ) {
    const at = new Date(now());
    db.transaction((tx) => {
      const moved = tx
        .update(applications)
        .set({ assignedTo: to, assignedAt: to === null ? null : at, updatedAt: at })
        .where(and(eq(applications.id, id), holderIs(from)))
        .run();
      if (moved.changes !== 1) {
        throw conflict(tx, id, assignmentMessages.changedMeanwhile, 'STALE');
      }
      // 'assigned': to whom; 'unassigned' and 'taken_over': from whom.
      recordEvent(tx, id, event, actor.id, event === 'assigned' ? to : from, at);
    });
  }

  const answer = async (actor: User, id: string, message: string) => ({
    message,
    service: await deps.applications.get(actor, id),
  });

  return {
    /**
     * Gives an application to an operator (`operatorId`), or unassigns it (null). Allowed while
     * it is unassigned or the caller's own; someone else's must be taken over first (409).
     */
    async assign(actor: User, id: string, operatorId: string | null) {
      const holder = holderOf(id);
      if (operatorId !== null) requireOperator(operatorId);
      if (holder === operatorId) return answer(actor, id, assignmentMessages.unchanged);
      if (holder !== null && holder !== actor.id) {
        throw conflict(
          db,
          id,
          assignmentMessages.assignedElsewhere(nameOf(db, holder)),
          'ASSIGNED_ELSEWHERE',
        );
      }
      if (operatorId === null) {
        move(actor, id, holder, null, 'unassigned');
        return answer(actor, id, assignmentMessages.unassigned);
      }
      move(actor, id, holder, operatorId, 'assigned');
      return answer(actor, id, assignmentMessages.assigned(nameOf(db, operatorId)));
    },

    /**
     * Takes an application over from the operator the caller saw holding it (`from`): recorded
     * as 'taken_over' with the one it was taken from. 409 with the fresh state when someone else
     * holds it by now.
     */
    async takeOver(actor: User, id: string, from: string) {
      const holder = holderOf(id);
      if (holder === actor.id) return answer(actor, id, assignmentMessages.unchanged);
      if (holder !== from) {
        throw conflict(db, id, assignmentMessages.changedMeanwhile, 'STALE');
      }
      move(actor, id, from, actor.id, 'taken_over');
      return answer(actor, id, assignmentMessages.takenOver);
    },

    /** The operators an application can be given to, by name ('Give to…'). */
    operators() {
      return {
        data: db
          .select({ _id: users.id, name: users.name })
          .from(users)
          .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
          .orderBy(asc(users.name))
          .all(),
      };
    },
  };
}

export type Assignment = ReturnType<typeof createAssignment>;

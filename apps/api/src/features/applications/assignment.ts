import type { ApplicationsRepository, Holding, StatusMoveRefusal, User } from '@seva/db';
import type { AssigneeView } from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
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

type Holder = string | null;

/** The fresh state a 409 carries, so a client can show it without asking again. */
function stateOf(holding: Holding) {
  return {
    status: holding.status,
    assignedTo:
      holding.assignedTo && holding.assignedAt
        ? {
            _id: holding.assignedTo,
            name: holding.assigneeName ?? '',
            at: holding.assignedAt.toISOString(),
          }
        : null,
  };
}

/**
 * The answer to a status change its unit refused (docs/decisions/067): another operator holds
 * it, or the holder or the status changed since the operator read it. The first two carry the
 * fresh state, as the assignment's own conflicts do.
 */
export function statusChangeRefused(refusal: StatusMoveRefusal): AppError {
  const state = stateOf(refusal.fresh);
  switch (refusal.reason) {
    case 'assigned_elsewhere':
      return new AppError(
        'CONFLICT',
        assignmentMessages.assignedElsewhere(refusal.holderName ?? 'Another operator'),
        'ASSIGNED_ELSEWHERE',
        undefined,
        state,
      );
    case 'stale':
      return new AppError(
        'CONFLICT',
        assignmentMessages.changedMeanwhile,
        'STALE',
        undefined,
        state,
      );
    case 'moved':
      return new AppError(
        'CONFLICT',
        'The application was changed by someone else. Please reload.',
      );
  }
}

/**
 * Who holds it, as operators see it on the detail page (null when unassigned), with the
 * holder's name as read beside the application.
 */
export function assigneeView(
  application: { assignedTo: string | null; assignedAt: Date | null },
  name: string | null,
): AssigneeView | null {
  if (!application.assignedTo || !application.assignedAt) return null;
  return {
    _id: application.assignedTo,
    name: name ?? 'Another operator',
    at: application.assignedAt.toISOString(),
  };
}

/** Who holds it, as operators see it on the detail page (null when unassigned). */
export function createAssignment(deps: {
  /** Who holds which application, and the operators (docs/decisions/078). */
  records: Pick<ApplicationsRepository, 'holding' | 'moveHolder' | 'account' | 'operators'>;
  applications: Pick<ApplicationsService, 'get'>;
  now?: () => number;
}) {
  const { records } = deps;
  const now = deps.now ?? Date.now;

  async function holdingOf(id: string): Promise<Holding> {
    const holding = await records.holding(id);
    if (!holding) throw new AppError('NOT_FOUND', applicationMessages.notFound);
    return holding;
  }

  async function nameOf(userId: string): Promise<string> {
    return (await records.account(userId))?.name ?? 'Another operator';
  }

  async function conflict(id: string, message: string, reason: string) {
    const holding = (await records.holding(id)) ?? {
      status: null,
      assignedTo: null,
      assignedAt: null,
      assigneeName: null,
    };
    return new AppError('CONFLICT', message, reason, undefined, stateOf(holding));
  }

  /** An operator account that may be given work: it exists, is an operator and is not disabled. */
  async function requireOperator(userId: string) {
    const user = await records.account(userId);
    if (!user) throw new AppError('NOT_FOUND', assignmentMessages.operatorNotFound);
    if (user.role !== 'admin' || user.disabledAt) {
      throw new AppError('INVALID', assignmentMessages.notAnOperator, 'NOT_AN_OPERATOR');
    }
  }

  /** Moves the holder from `from` to `to` if it is still `from`; 409 with the fresh state if not. */
  async function move(
    actor: User,
    id: string,
    from: Holder,
    to: Holder,
    type: 'assigned' | 'unassigned' | 'taken_over',
  ) {
    const at = new Date(now());
    const fresh = await records.moveHolder({
      id,
      from,
      to,
      event: { id: newId(), type, actorId: actor.id },
      at,
    });
    if (fresh) {
      throw new AppError(
        'CONFLICT',
        assignmentMessages.changedMeanwhile,
        'STALE',
        undefined,
        stateOf(fresh),
      );
    }
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
      const holder = (await holdingOf(id)).assignedTo;
      if (operatorId !== null) await requireOperator(operatorId);
      if (holder === operatorId) return answer(actor, id, assignmentMessages.unchanged);
      if (holder !== null && holder !== actor.id) {
        throw await conflict(
          id,
          assignmentMessages.assignedElsewhere(await nameOf(holder)),
          'ASSIGNED_ELSEWHERE',
        );
      }
      if (operatorId === null) {
        await move(actor, id, holder, null, 'unassigned');
        return answer(actor, id, assignmentMessages.unassigned);
      }
      await move(actor, id, holder, operatorId, 'assigned');
      return answer(actor, id, assignmentMessages.assigned(await nameOf(operatorId)));
    },

    /**
     * Takes an application over from the operator the caller saw holding it (`from`): recorded
     * as 'taken_over' with the one it was taken from. 409 with the fresh state when someone else
     * holds it by now.
     */
    async takeOver(actor: User, id: string, from: string) {
      const holder = (await holdingOf(id)).assignedTo;
      if (holder === actor.id) return answer(actor, id, assignmentMessages.unchanged);
      if (holder !== from) throw await conflict(id, assignmentMessages.changedMeanwhile, 'STALE');
      await move(actor, id, from, actor.id, 'taken_over');
      return answer(actor, id, assignmentMessages.takenOver);
    },

    /** The operators an application can be given to, by name ('Give to…'). */
    async operators() {
      const operators = await records.operators();
      return { data: operators.map(({ id, name }) => ({ _id: id, name })) };
    },
  };
}

export type Assignment = ReturnType<typeof createAssignment>;

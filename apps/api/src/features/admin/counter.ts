import type { Services } from '../../services.ts';
import { citizenView } from '../auth/counter-accounts.ts';

/** A citizen at the counter with their applications and orders, newest first. */
export async function counterDesk(services: Services, citizenId: string) {
  const citizen = await services.counter.citizen(citizenId);
  return {
    citizen: citizenView(citizen),
    applications: await services.applications.listMine(citizen),
    orders: (await services.orders.listMine(citizen)).data,
  };
}

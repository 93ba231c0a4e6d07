import {
  type Application,
  type Db,
  itrDetails,
  jobCardDetails,
  panCardDetails,
  rtpsDetails,
} from '@seva/db';
import type { ServiceType } from '@seva/schemas';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Details } from './shapes.ts';

const tables = {
  PanCard: panCardDetails,
  RTPS: rtpsDetails,
  JobCard: jobCardDetails,
  ITR: itrDetails,
} as const;

/** Reads the per-type fields of many applications with one query per type present. */
export function loadDetails(db: Db, applications: Application[]): Map<string, Details> {
  const found = new Map<string, Details>();
  const byType = new Map<ServiceType, string[]>();
  for (const application of applications) {
    const ids = byType.get(application.serviceType) ?? [];
    ids.push(application.id);
    byType.set(application.serviceType, ids);
  }
  for (const [serviceType, ids] of byType) {
    const table = tables[serviceType];
    // SQLite allows 32,766 bound values; chunk to stay far below it.
    for (let i = 0; i < ids.length; i += 500) {
      const rows = db
        .select()
        .from(table)
        .where(inArray(table.applicationId, ids.slice(i, i + 500)))
        .all();
      for (const { applicationId, ...fields } of rows) {
        found.set(applicationId, { serviceType, ...fields } as Details);
      }
    }
  }
  return found;
}

export function insertDetails(tx: Pick<Db, 'insert'>, applicationId: string, details: Details) {
  const { serviceType, ...fields } = details;
  tx.insert(tables[serviceType])
    .values({ applicationId, ...fields } as never)
    .run();
}

/** One application's details through a prepared statement per type (the detail page). */
export function prepareDetailsReader(db: Db) {
  const readers = Object.fromEntries(
    Object.entries(tables).map(([serviceType, table]) => [
      serviceType,
      db
        .select()
        .from(table)
        .where(eq(table.applicationId, sql.placeholder('id')))
        .prepare(),
    ]),
  ) as unknown as Record<
    ServiceType,
    { get(values: { id: string }): Record<string, string> | undefined }
  >;
  return (application: Application): Details | undefined => {
    const row = readers[application.serviceType].get({ id: application.id });
    if (!row) return undefined;
    const { applicationId: _id, ...fields } = row;
    return { serviceType: application.serviceType, ...fields } as Details;
  };
}

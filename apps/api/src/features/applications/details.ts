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

/**
 * Each type's fields live in their own table. A switch on the type picks the table, so the
 * compiler checks each insert and read against that table's columns and the type's fields,
 * with no cast (docs/decisions/036).
 */

/** A details row as the service uses it: the type's fields, tagged with the type. */
function tagged<T extends ServiceType, R extends { applicationId: string }>(
  serviceType: T,
  row: R,
): { serviceType: T } & Omit<R, 'applicationId'> {
  const { applicationId: _id, ...fields } = row;
  return { serviceType, ...fields };
}

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
    // SQLite allows 32,766 bound values; chunk to stay far below it.
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      for (const [id, details] of readMany(db, serviceType, chunk)) found.set(id, details);
    }
  }
  return found;
}

function readMany(db: Db, serviceType: ServiceType, ids: string[]): Array<[string, Details]> {
  switch (serviceType) {
    case 'PanCard':
      return db
        .select()
        .from(panCardDetails)
        .where(inArray(panCardDetails.applicationId, ids))
        .all()
        .map((row) => [row.applicationId, tagged('PanCard', row)]);
    case 'RTPS':
      return db
        .select()
        .from(rtpsDetails)
        .where(inArray(rtpsDetails.applicationId, ids))
        .all()
        .map((row) => [row.applicationId, tagged('RTPS', row)]);
    case 'JobCard':
      return db
        .select()
        .from(jobCardDetails)
        .where(inArray(jobCardDetails.applicationId, ids))
        .all()
        .map((row) => [row.applicationId, tagged('JobCard', row)]);
    case 'ITR':
      return db
        .select()
        .from(itrDetails)
        .where(inArray(itrDetails.applicationId, ids))
        .all()
        .map((row) => [row.applicationId, tagged('ITR', row)]);
  }
}

export function insertDetails(tx: Pick<Db, 'insert'>, applicationId: string, details: Details) {
  switch (details.serviceType) {
    case 'PanCard': {
      const { serviceType: _type, ...fields } = details;
      tx.insert(panCardDetails)
        .values({ applicationId, ...fields })
        .run();
      return;
    }
    case 'RTPS': {
      const { serviceType: _type, ...fields } = details;
      tx.insert(rtpsDetails)
        .values({ applicationId, ...fields })
        .run();
      return;
    }
    case 'JobCard': {
      const { serviceType: _type, ...fields } = details;
      tx.insert(jobCardDetails)
        .values({ applicationId, ...fields })
        .run();
      return;
    }
    case 'ITR': {
      const { serviceType: _type, ...fields } = details;
      tx.insert(itrDetails)
        .values({ applicationId, ...fields })
        .run();
      return;
    }
  }
}

/** One application's details through a prepared statement per type (the detail page). */
export function prepareDetailsReader(db: Db) {
  const one = sql.placeholder('id');
  const readers = {
    PanCard: db
      .select()
      .from(panCardDetails)
      .where(eq(panCardDetails.applicationId, one))
      .prepare(),
    RTPS: db.select().from(rtpsDetails).where(eq(rtpsDetails.applicationId, one)).prepare(),
    JobCard: db
      .select()
      .from(jobCardDetails)
      .where(eq(jobCardDetails.applicationId, one))
      .prepare(),
    ITR: db.select().from(itrDetails).where(eq(itrDetails.applicationId, one)).prepare(),
  };
  return (application: Application): Details | undefined => {
    const id = { id: application.id };
    switch (application.serviceType) {
      case 'PanCard': {
        const row = readers.PanCard.get(id);
        return row && tagged('PanCard', row);
      }
      case 'RTPS': {
        const row = readers.RTPS.get(id);
        return row && tagged('RTPS', row);
      }
      case 'JobCard': {
        const row = readers.JobCard.get(id);
        return row && tagged('JobCard', row);
      }
      case 'ITR': {
        const row = readers.ITR.get(id);
        return row && tagged('ITR', row);
      }
    }
  };
}

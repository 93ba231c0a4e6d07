import { consentNotice, retentionSaved, updateRetentionInput } from '@seva/schemas';
import { json, type RouteDoc } from '../../openapi/route-doc.ts';

/** The /api/consent route and the retention setting (rest.ts beside this file). */
export const consentRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/consent/notice',
    tag: 'Privacy',
    summary:
      'The privacy notice: its version, the retention days and whom to ask; signed in, whether the caller agreed to this version',
    access: 'public',
    response: consentNotice,
  },
  {
    method: 'put',
    path: '/api/admin/settings/retention',
    tag: 'Operators',
    summary: 'How many days identity documents are kept after an application closes',
    access: 'admin',
    body: json(updateRetentionInput),
    response: retentionSaved,
  },
];

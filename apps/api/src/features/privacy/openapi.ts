import {
  eraseCitizenBody,
  eraseMyAccountInput,
  erasureDone,
  erasureList,
  erasureListInput,
} from '@seva/schemas';
import { json, type RouteDoc } from '../../openapi/route-doc.ts';

/** The export and erasure routes (rest.ts beside this file). */
export const privacyRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/me/export',
    tag: 'Privacy',
    summary:
      'Everything kept about the caller, as a ZIP: seva-my-data.json and their files (a few per hour)',
    access: 'user',
    response: 'file',
  },
  {
    method: 'post',
    path: '/api/me/erase',
    tag: 'Privacy',
    summary: "Erase the caller's account (password again); payments and receipts are kept",
    access: 'user',
    body: json(eraseMyAccountInput),
    response: erasureDone,
  },
  {
    method: 'post',
    path: '/api/admin/citizens/:citizenId/erase',
    tag: 'Privacy',
    summary: "Erase a citizen's account at the counter, confirmed by the operator",
    access: 'admin',
    body: json(eraseCitizenBody),
    response: erasureDone,
  },
  {
    method: 'get',
    path: '/api/admin/erasures',
    tag: 'Privacy',
    summary: 'Accounts erased, newest first: who, by which door, when, what was removed and kept',
    access: 'admin',
    query: erasureListInput,
    response: erasureList,
  },
];

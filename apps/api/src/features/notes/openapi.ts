import { noteInput, notesAnswer } from '@seva/schemas';
import { json, type RouteDoc } from '../../openapi/route-doc.ts';

/** Operators' internal notes (rest.ts beside this file): never shown to citizens. */
export const noteRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/admin/service/:id/notes',
    tag: 'Operators',
    summary: 'An internal note on an application (operators only; never shown to the citizen)',
    access: 'admin',
    body: json(noteInput),
    status: 201,
    response: notesAnswer,
  },
  {
    method: 'post',
    path: '/api/admin/orders/:id/notes',
    tag: 'Operators',
    summary: 'An internal note on an order (operators only; never shown to the citizen)',
    access: 'admin',
    body: json(noteInput),
    status: 201,
    response: notesAnswer,
  },
];

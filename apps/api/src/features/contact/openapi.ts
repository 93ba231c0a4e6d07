import { contactInput, messageOutput } from '@seva/schemas';
import { json, type RouteDoc } from '../../openapi/route-doc.ts';

/** The contact form (rest.ts beside this file). */
export const contactRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/contact',
    tag: 'Contact',
    summary: 'Send a message to the centre (5 per address per 10 minutes)',
    access: 'public',
    body: json(contactInput),
    status: 201,
    response: messageOutput,
  },
];

import {
  createLockerDocumentInput,
  LOCKER_IMAGE_TYPES,
  lockerCreated,
  lockerList,
  lockerOne,
  messageOutput,
} from '@seva/schemas';
import { inlineQuery, type RouteDoc, required } from '../../openapi/route-doc.ts';

/** The /api/document routes (rest.ts beside this file). */
export const lockerRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/document/create',
    tag: 'Document locker',
    summary: 'Keep a named photo and signature',
    access: 'user',
    body: {
      kind: 'multipart',
      fields: createLockerDocumentInput,
      files: { photo: required(LOCKER_IMAGE_TYPES), signature: required(LOCKER_IMAGE_TYPES) },
    },
    status: 201,
    response: lockerCreated,
  },
  {
    method: 'get',
    path: '/api/document',
    tag: 'Document locker',
    summary: "The caller's locker documents",
    access: 'user',
    response: lockerList,
  },
  {
    method: 'get',
    path: '/api/document/:id',
    tag: 'Document locker',
    summary: 'One locker document',
    access: 'user',
    response: lockerOne,
  },
  {
    method: 'delete',
    path: '/api/document/:id',
    tag: 'Document locker',
    summary: 'Delete a locker document',
    access: 'user',
    response: messageOutput,
  },
  {
    method: 'get',
    path: '/api/document/:id/photo',
    tag: 'Document locker',
    summary: "A locker document's photo",
    access: 'user',
    query: inlineQuery,
    response: 'file',
  },
  {
    method: 'get',
    path: '/api/document/:id/signature',
    tag: 'Document locker',
    summary: "A locker document's signature",
    access: 'user',
    query: inlineQuery,
    response: 'file',
  },
];

import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

/**
 * The TypeScript description of the REST door, from its OpenAPI document. openapi-typescript
 * prints with the TypeScript 5 compiler API, which the workspace's TypeScript 7 no longer has:
 * this package keeps its own TypeScript 5 for it (docs/decisions/035-openapi-from-zod.md).
 */
export async function generateTypes(document: object): Promise<string> {
  // The generator takes its own document type; what it reads is this plain JSON object.
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    // Multipart file fields are Blobs (a File is one), so a form is typed file by file.
    transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
  });
  return `${header}${astToString(ast)}`;
}

const header =
  '// Generated from /api/openapi.json by apps/api/scripts/api-types.ts; do not edit.\n' +
  '// apps/api/src/openapi/openapi.test.ts fails when it no longer matches the server.\n\n';

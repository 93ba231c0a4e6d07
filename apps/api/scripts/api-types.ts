// Writes the REST door's TypeScript description for @seva/api-client from the OpenAPI document.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateTypes } from '@seva/api-client/generate';
import { openApiDocument } from '../src/openapi/document.ts';
import { routeDocs } from '../src/openapi/route-docs.ts';

const target = fileURLToPath(new URL('../../../packages/api-client/src/paths.ts', import.meta.url));
writeFileSync(target, await generateTypes(openApiDocument(routeDocs)));
console.log(`wrote ${target}`);

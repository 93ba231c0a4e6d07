import { errorResponse, MAX_UPLOAD_BYTES } from '@seva/schemas';
import { z } from 'zod';
import type { RequestBody, RouteDoc } from './route-doc.ts';

type JsonSchema = Record<string, unknown>;

/**
 * Input schemas describe what a client sends (`io: 'input'`: before transforms and defaults);
 * refinements and file checks have no JSON Schema form and are left to the prose.
 */
function inputSchema(schema: z.ZodType): JsonSchema {
  return strip(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override }));
}

function outputSchema(schema: z.ZodType): JsonSchema {
  return strip(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', override }));
}

/** `format: date-time` says it; Zod's 400-character pattern for it only buries the document. */
function override(context: { jsonSchema: JsonSchema }) {
  if (context.jsonSchema.format === 'date-time') delete context.jsonSchema.pattern;
}

/** Each schema is embedded in the document, which names its own dialect once. */
function strip(schema: JsonSchema): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

function objectProperties(schema: JsonSchema): {
  properties: Record<string, JsonSchema>;
  required: string[];
} {
  return {
    properties: { ...((schema.properties as Record<string, JsonSchema> | undefined) ?? {}) },
    required: [...((schema.required as string[] | undefined) ?? [])],
  };
}

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);

const fileLimit = `at most ${MAX_UPLOAD_BYTES.toLocaleString('en')} bytes (5 MB)`;
const typeNames: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'application/pdf': 'PDF',
  'image/webp': 'WebP',
};

function requestBody(body: RequestBody): JsonSchema {
  if (body.kind === 'json') {
    const schema = inputSchema(body.schema);
    const { properties, required } = objectProperties(schema);
    // Fields the route takes from its path are not sent in the body.
    for (const field of body.pathFields ?? []) delete properties[field];
    return {
      required: true,
      content: {
        'application/json': {
          schema: {
            ...schema,
            properties,
            required: required.filter((name) => !body.pathFields?.includes(name)),
          },
        },
      },
    };
  }
  const fields = objectProperties(inputSchema(body.fields));
  const { properties } = fields;
  // A file field the schema requires may be optional here: one that can come another way (a
  // photo from the locker) is documented as the file's own `required` says.
  const required = fields.required.filter((name) => body.files[name]?.required !== false);
  const requiredFiles = Object.entries(body.files)
    .filter(([, file]) => file.required)
    .map(([name]) => name);
  for (const [name, file] of Object.entries(body.files)) {
    const kinds = file.types.map((type) => typeNames[type] ?? type).join(', ');
    properties[name] = {
      type: 'string',
      format: 'binary',
      description: `${kinds}; ${fileLimit}. The content is checked, not the name or the declared type.`,
    };
  }
  const encoding = Object.fromEntries(
    Object.entries(body.files).map(([name, file]) => [
      name,
      { contentType: file.types.join(', ') },
    ]),
  );
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties,
          required: [...new Set([...required, ...requiredFiles])],
          ...(body.moreFields
            ? { additionalProperties: { type: 'string' } }
            : { additionalProperties: false }),
        },
        encoding,
      },
    },
  };
}

const errorRef = { $ref: '#/components/schemas/ErrorResponse' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

function responses(route: RouteDoc): JsonSchema {
  const success =
    route.response === 'file'
      ? {
          description: 'The file, with Content-Disposition, ETag and Range support',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        }
      : route.response === 'pdf'
        ? {
            description: 'A PDF made on request: one A4 page, fonts embedded, never cached',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          }
        : route.response === 'html'
          ? { description: 'A page', content: { 'text/html': { schema: { type: 'string' } } } }
          : {
              description: 'Success',
              content: { 'application/json': { schema: outputSchema(route.response) } },
            };
  const answers: JsonSchema = {
    [String(route.status ?? 200)]: success,
    '400': errorAnswer('Invalid input: the message names the first problem'),
  };
  if (route.access !== 'public') answers['401'] = errorAnswer('Not signed in');
  if (route.access === 'admin') answers['403'] = errorAnswer('Not an operator');
  if (pathParams(route.path).length > 0) answers['404'] = errorAnswer('Not found, or not yours');
  if (route.body?.kind === 'multipart') {
    answers['413'] = errorAnswer('A file or the form is too large');
  }
  answers['429'] = errorAnswer('Too many requests: try again after Retry-After seconds');
  answers['503'] = errorAnswer('The server is restarting or short of disk space');
  for (const [status, schema] of Object.entries(route.otherAnswers ?? {})) {
    answers[status] = {
      description: 'See the summary',
      content: { 'application/json': { schema: outputSchema(schema) } },
    };
  }
  answers.default = errorAnswer('Any other refusal, for example 409 when the state forbids it');
  return answers;
}

function operation(route: RouteDoc): JsonSchema {
  const parameters: JsonSchema[] = pathParams(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (route.query) {
    const { properties, required } = objectProperties(inputSchema(route.query));
    for (const [name, schema] of Object.entries(properties)) {
      parameters.push({ name, in: 'query', required: required.includes(name), schema });
    }
  }
  return {
    operationId: operationId(route),
    tags: [route.tag],
    summary: route.summary,
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(route.body ? { requestBody: requestBody(route.body) } : {}),
    responses: responses(route),
  };
}

/** `post /api/auth/verify-email` → `postAuthVerifyEmail`. */
function operationId(route: RouteDoc): string {
  const words = route.path
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `by ${word.slice(1)}` : word))
    .flatMap((word) => word.split(' '));
  return route.method + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
}

/** The OpenAPI 3.1 description of the REST door, built from the same schemas it parses with. */
export function openApiDocument(routes: RouteDoc[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Seva REST API',
      version: '1.0.0',
      description:
        'The REST door of the Seva portal. Log in with POST /api/auth/login and send the token as ' +
        '`Authorization: Bearer <token>`. Errors are JSON `{ "message": "…" }` with a 4xx status.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token from POST /api/auth/login',
        },
      },
      schemas: { ErrorResponse: outputSchema(errorResponse) },
    },
  };
}

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../openapi/document.ts';
import { routeDocs } from '../openapi/route-docs.ts';

type Json = Record<string, any>;

/**
 * Checks real answers against the schemas the OpenAPI document declares for them, with an
 * independent JSON Schema validator. The server does not do this at run time
 * (docs/decisions/036-declared-answers.md); the API tests do, for every answer.
 */
export function declaredAnswers(document: Json = openApiDocument(routeDocs)) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const compiled = new Map<string, ValidateFunction | null>();

  function validatorFor(method: string, path: string, status: number): ValidateFunction | null {
    const key = `${method} ${path} ${status}`;
    if (compiled.has(key)) return compiled.get(key) ?? null;
    const responses = document.paths[path]?.[method]?.responses;
    const answer = responses?.[String(status)] ?? (status >= 400 ? responses?.default : undefined);
    let schema = answer?.content?.['application/json']?.schema;
    if (schema?.$ref === '#/components/schemas/ErrorResponse') {
      schema = document.components.schemas.ErrorResponse;
    }
    const validate = schema ? ajv.compile(schema) : null;
    compiled.set(key, validate);
    return validate;
  }

  return {
    /**
     * What is wrong with an answer, or null. `route` is Fastify's pattern (`/api/orders/:id`);
     * a JSON answer must match its declared schema, and its status must be declared.
     */
    problem(method: string, route: string, status: number, body: unknown): string | null {
      const path = route.replace(/:([A-Za-z]+)/g, '{$1}');
      const lower = method.toLowerCase();
      const operation = document.paths[path]?.[lower];
      if (!operation) return `${method} ${path} is not in the OpenAPI document`;
      const validate = validatorFor(lower, path, status);
      if (!validate)
        return `${method} ${path} does not declare a JSON answer with status ${status}`;
      if (validate(body)) return null;
      return `${method} ${path} ${status} does not match its declared schema: ${ajv.errorsText(validate.errors)}`;
    },
  };
}

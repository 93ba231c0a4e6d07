import { describe, expect, it } from 'vitest';
import { routeDocs } from './openapi/route-docs.ts';
import { appRouter } from './router.ts';

// Every door declares what it answers (docs/decisions/036): tRPC procedures by an output parser,
// REST routes by the answer schema of their entry in the OpenAPI document (the server checks
// each JSON answer against it, and a test checks that every route has an entry).

describe('declared answers', () => {
  it('every tRPC procedure declares its output', () => {
    // The flat map of procedures tRPC keeps at run time (its static type is the nested one).
    const flat: Record<string, unknown> = appRouter._def.procedures;
    const procedures = Object.entries(flat).map(
      ([name, procedure]) => [name, procedure as { _def: { output?: unknown } }] as const,
    );
    expect(procedures.length).toBeGreaterThan(30);
    const undeclared = procedures.filter(([, procedure]) => !procedure._def.output);
    expect(undeclared.map(([name]) => name)).toEqual([]);
  });

  it('every REST route declares its answer: a schema, a file, a PDF or a page', () => {
    expect(routeDocs.length).toBeGreaterThan(30);
    const undeclared = routeDocs.filter(
      (route) =>
        !(
          route.response === 'file' ||
          route.response === 'html' ||
          route.response === 'pdf' ||
          typeof route.response?.safeParse === 'function'
        ),
    );
    expect(undeclared.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});

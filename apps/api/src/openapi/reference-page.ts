import { escapeHtml } from '../lib/html.ts';

type Json = Record<string, unknown>;

const methodsInOrder = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * A plain page listing every operation of the OpenAPI document, rendered on the server: no
 * script, no font and no stylesheet from elsewhere, so it reads offline and under the portal's
 * strict CSP (docs/decisions/035-openapi-from-zod.md).
 */
export function referencePage(document: Json): string {
  const info = document.info as Json;
  const paths = document.paths as Record<string, Record<string, Json>>;
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const method of methodsInOrder) {
      const operation = operations[method];
      if (!operation) continue;
      const tag = (operation.tags as string[] | undefined)?.[0] ?? 'Other';
      const list = byTag.get(tag) ?? [];
      list.push(operationHtml(method, path, operation));
      byTag.set(tag, list);
    }
  }
  const sections = [...byTag]
    .map(([tag, items]) => `<section><h2>${escapeHtml(tag)}</h2>${items.join('')}</section>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(String(info.title))}</title>
<style>${style}</style></head>
<body><main><h1>${escapeHtml(String(info.title))}</h1>
<p>${escapeHtml(String(info.description))}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(String(document.openapi))}).</p>
${sections}</main></body></html>`;
}

function operationHtml(method: string, path: string, operation: Json): string {
  const secured = !Array.isArray(operation.security) || operation.security.length > 0;
  const parameters = (operation.parameters as Json[] | undefined) ?? [];
  const body = operation.requestBody as { content: Record<string, { schema: Json }> } | undefined;
  const answers = operation.responses as Record<string, Json>;
  return `<details id="${escapeHtml(String(operation.operationId))}">
<summary><code class="m ${method}">${method.toUpperCase()}</code> <code>${escapeHtml(path)}</code> ${escapeHtml(String(operation.summary))}${secured ? ' <small>(Bearer)</small>' : ''}</summary>
${parameters.length > 0 ? `<h3>Parameters</h3><ul>${parameters.map(parameterHtml).join('')}</ul>` : ''}
${
  body
    ? Object.entries(body.content)
        .map(([type, media]) => `<h3>Body: ${escapeHtml(type)}</h3>${schemaHtml(media.schema)}`)
        .join('')
    : ''
}
<h3>Answers</h3><ul>${Object.entries(answers)
    .map(([status, answer]) => answerHtml(status, answer))
    .join('')}</ul>
</details>`;
}

function parameterHtml(parameter: Json): string {
  return `<li><code>${escapeHtml(String(parameter.name))}</code> in ${escapeHtml(String(parameter.in))}${parameter.required ? ', required' : ''} ${schemaHtml(parameter.schema as Json)}</li>`;
}

function answerHtml(status: string, answer: Json): string {
  const content = answer.content as Record<string, { schema: Json }> | undefined;
  const media = content ? Object.entries(content)[0] : undefined;
  return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(String(answer.description))}${media ? ` (${escapeHtml(media[0])}) ${schemaHtml(media[1].schema)}` : ''}</li>`;
}

function schemaHtml(schema: Json): string {
  return `<pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;
}

const style = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1b1e;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem}
details{border:1px solid #ced4da;border-radius:4px;margin:.5rem 0;padding:.5rem}
summary{cursor:pointer}pre{background:#f1f3f5;padding:.5rem;overflow:auto;font-size:13px;max-height:24rem}
.m{font-weight:bold;display:inline-block;min-width:4.5rem}.get{color:#1864ab}.post{color:#2b8a3e}
.put,.patch{color:#e67700}.delete{color:#c92a2a}h3{font-size:1rem;margin:.75rem 0 .25rem}
@media (prefers-color-scheme:dark){body{color:#e9ecef;background:#1a1b1e}pre{background:#25262b}}`;

/**
 * Just enough MIME to read what nodemailer sends: a multipart/alternative message with a
 * text/plain and a text/html part, each 7bit, quoted-printable or base64, in UTF-8.
 */
export interface ParsedMessage {
  subject: string;
  text: string;
  html: string;
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '7bit').toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
    try {
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
    } catch {
      return bytes;
    }
  }
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= or ?B?), as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

export function parseMessage(raw: string): ParsedMessage {
  const { headers, body } = splitHead(raw);
  const result: ParsedMessage = {
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: '',
    html: '',
  };
  const visit = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith('--')) break;
        const part = splitHead(chunk.replace(/^\r\n/, ''));
        visit(part.headers, part.body.replace(/\r\n$/, ''));
      }
      return;
    }
    const decoded = decodeBody(partBody, partHeaders.get('content-transfer-encoding'));
    if (type.toLowerCase().startsWith('text/html')) result.html += decoded;
    else if (type.toLowerCase().startsWith('text/plain')) result.text += decoded;
  };
  visit(headers, body);
  return result;
}

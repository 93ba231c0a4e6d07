import type { DetectedType } from '@seva/schemas';
import { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Who may call a route: anyone, a signed-in account, or an operator. */
export type Access = 'public' | 'user' | 'admin';

export interface FileField {
  types: readonly DetectedType[];
  required: boolean;
}

export type RequestBody =
  | { kind: 'json'; schema: z.ZodType; pathFields?: string[] }
  | {
      kind: 'multipart';
      /** The text fields, checked by the same schema as the form (file fields are set aside). */
      fields: z.ZodType;
      files: Record<string, FileField>;
      /** Fields a product's form adds beyond those named (orders). */
      moreFields?: boolean;
    };

export interface RouteDoc {
  method: HttpMethod;
  /** Fastify's spelling, `:id` for a path parameter. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  query?: z.ZodObject;
  body?: RequestBody;
  /** The success status; 200 unless said. */
  status?: number;
  /** A JSON answer, a stored file streamed back, a printed paper made on request, or a page. */
  response: z.ZodType | 'file' | 'pdf' | 'html';
  /** Answers other than success and the error body, by status. */
  otherAnswers?: Record<number, z.ZodType>;
}

export const json = (schema: z.ZodType, pathFields?: string[]): RequestBody => ({
  kind: 'json',
  schema,
  pathFields,
});

export const required = (types: readonly DetectedType[]): FileField => ({ types, required: true });

/** Downloads: `?inline=1` shows the file in the browser instead of saving it. */
export const inlineQuery = z.object({
  inline: z.literal('1').optional().describe('1 to view in the browser instead of saving'),
});

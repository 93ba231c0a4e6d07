import type { ServiceType, UploadType } from '@seva/schemas/application-kinds';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { z } from 'zod';
import { messageOf } from '../../lib/api-errors.ts';
import { useCounterFiling } from '../../lib/counter-filing.ts';
import { checkFile } from '../../lib/files.ts';
import { loadedSchemas, type Schemas } from '../../lib/schemas.ts';
import { trpc } from '../../lib/trpc.ts';
import { UploadError, uploadForm } from '../../lib/upload.ts';
import { zodErrors } from '../../lib/zod-form.ts';
import { ma } from '../../messages/application-screens.ts';
import { toastError, toastSuccess } from '../../ui/toasts.tsx';
import { detailPath } from '../admin/kinds.ts';
import { useLater } from '../auth/use-later.ts';
import { counterUploadUrl, uploadUrl } from './paths.ts';

const t = ma.form;

export interface ApplyResult {
  ok: boolean;
  message: string;
  reference?: string;
  /** What was filed: at the counter, the operator's page of it opens next. */
  filed?: { id: string; serviceType: ServiceType };
}

/**
 * A form `validate` from a shared schema (the server's messages, in the original portal's order:
 * docs/product.md) plus the client file checks (type by MIME or extension, then size). Until
 * '@seva/schemas' has loaded, nothing is reported; `submitWithSchemas` validates again before
 * sending.
 */
export function applicationValidator<V extends object>(
  schema: (schemas: Schemas) => z.ZodType,
  fileRules?: (
    schemas: Schemas,
  ) => Record<string, { types: readonly string[]; typeMessage: string }>,
) {
  return (values: V): Record<string, string> => {
    const schemas = loadedSchemas();
    if (!schemas) return {};
    const errors = zodErrors(schema(schemas), values);
    for (const [field, rule] of Object.entries(fileRules?.(schemas) ?? {})) {
      const file: unknown = Reflect.get(values, field);
      if (errors[field] || !(file instanceof File)) continue;
      const problem = checkFile(
        file,
        rule,
        schemas.MAX_UPLOAD_BYTES,
        schemas.uploadMessages.tooLarge,
      );
      if (problem) errors[field] = problem;
    }
    return errors;
  };
}

/** Every value as a multipart field: strings as text, files as files, empty ones left out. */
export function toFormData(values: object): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof Blob) body.append(key, value, value instanceof File ? value.name : key);
    else if (typeof value === 'string') body.append(key, value);
  }
  return body;
}

/**
 * What a failed submit shows: the server's own message (written for users) when it answered
 * with one, else `fallback`; never a raw error (a network failure, a parse error).
 */
export function applyFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof UploadError) return error.message || fallback;
  return messageOf(error, fallback);
}

/**
 * Sends an application and does what follows: the success toast with the server's message and
 * the reference number, then My Services after 2 s (at the counter: the operator's page of the
 * new application at once, to take the fee and print the slip); on failure the server's message.
 */
export function useApply() {
  const counter = useCounterFiling();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const later = useLater();
  const [progress, setProgress] = useState<number>();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<ApplyResult>();
  const fallback = t.failed;

  const run = async (send: (onProgress: (percent: number) => void) => Promise<ApplyResult>) => {
    setPending(true);
    setResult(undefined);
    setProgress(undefined);
    try {
      const outcome = await send(setProgress);
      setResult(outcome);
      toastSuccess(
        <>
          {outcome.message}
          {outcome.reference ? (
            <>
              <br />
              {t.reference(outcome.reference)}
            </>
          ) : null}
        </>,
      );
      if (counter && outcome.filed) {
        void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
        void navigate({ href: detailPath(outcome.filed.serviceType, outcome.filed.id) });
        return;
      }
      void queryClient.invalidateQueries({ queryKey: trpc.applications.pathKey() });
      later(() => void navigate({ to: '/dashboard/services' }));
    } catch (error) {
      const message = applyFailureMessage(error, fallback);
      setResult({ ok: false, message });
      toastError(message);
      setProgress(undefined);
    } finally {
      setPending(false);
    }
  };

  /** A multipart application: the citizen's own, or at the counter for the citizen served. */
  const upload = (serviceType: UploadType, values: object) =>
    run(async (onProgress) => {
      const body = toFormData(values);
      const response = counter
        ? await uploadForm(counterUploadUrl(serviceType), body, {
            fallback,
            onProgress,
            params: { citizenId: counter.citizenId },
          })
        : await uploadForm(uploadUrl(serviceType), body, { fallback, onProgress });
      return {
        ok: true,
        message: response.message,
        reference: response.service.referenceNumber,
        filed: { id: response.service._id, serviceType },
      };
    });

  return { run, upload, progress, pending, result, fallback, done: result?.ok === true };
}

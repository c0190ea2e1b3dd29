import type { z } from 'zod';
import { messages, firstIssue, issueWords } from '@dharma/config/words';
import { isRateLimited, isRefusal } from './cms.server';

/**
 * The one way an action reads and checks a form: the same zod schema the CMS enforces, so a bad
 * form never leaves web and the learner reads the same Korean message either way. Our own few
 * lines rather than Conform: the pages need no client-side validation beyond the browser's, and
 * every answer shape is already fixed by the e2e tests, which a library would want to own.
 */

/** Why a form was not taken: the Korean message, the field it is about (if any) and the HTTP status. */
export interface Refusal {
  message: string;
  field: string | null;
  status: number;
  /** Each field's first message, when the form's own schema refused it (empty for the CMS's refusals). */
  fields: Record<string, string>;
}

/** A form refused before it reaches the CMS; `formAction` answers it the same way as a CMS refusal. */
export class FormRefusal extends Error {
  constructor(
    message: string,
    readonly field: string | null = null,
    readonly status = 400,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A posted form's fields as strings (a file is ''), so no action handles FormDataEntryValue itself. */
export interface FormInput {
  /** Every field once (its first value): what was typed, to send back with a refusal. */
  values: Record<string, string>;
  /** One field, '' when absent. */
  get(name: string): string;
  /** A repeated field (ticked rows), every value in order. */
  all(name: string): string[];
  has(name: string): boolean;
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

export async function readForm(request: Request): Promise<FormInput> {
  return formInputOf(await formDataOf(request));
}

/**
 * The posted form. A body that is no form (JSON, raw bytes, a multipart without its boundary),
 * which only a client of its own sends, is a 400 in Korean on the error page, never a 500.
 */
async function formDataOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response(messages.form_unreadable, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
}

/** An uploaded file as a form sent it: its name and bytes; null when no file was chosen. */
export interface Upload {
  name: string;
  bytes: Uint8Array;
}

/**
 * A form with a file (multipart, the statement upload): the fields as `readForm` gives them and
 * the one file field's bytes. The server has already bounded the body's size for this page.
 */
export async function readUpload(request: Request, field: string): Promise<{ form: FormInput; file: Upload | null }> {
  const data = await formDataOf(request);
  const value = data.get(field);
  const file =
    typeof value === 'object' && value !== null && value.size > 0
      ? { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) }
      : null;
  return { form: formInputOf(data), file };
}

function formInputOf(data: FormData): FormInput {
  const values: Record<string, string> = {};
  for (const [name, value] of data) if (!(name in values)) values[name] = text(value);
  return {
    values,
    get: (name) => text(data.get(name)),
    all: (name) => data.getAll(name).map(text),
    has: (name) => data.has(name),
  };
}

/** The schema's parsed data, or a FormRefusal (400) with its first message and the field that message is about. */
export function check<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if (name !== undefined) fields[String(name)] ??= issueWords(issue.message);
  }
  const first = parsed.error.issues[0]?.path[0];
  throw new FormRefusal(firstIssue(parsed.error), first === undefined ? null : String(first), 400, fields);
}

/**
 * Runs an action's work; a FormRefusal, or the CMS refusing a call (any 4xx, or only one of
 * `statuses`; `[]` for none, when the work answers the CMS itself), becomes the route's own
 * refusal answer, which keeps what was typed. "Too many requests" (429) is always answered so,
 * whatever `statuses` says: every form of the site can be posted faster than the CMS takes it.
 * Anything else is thrown on: another CMS refusal to the error page with its status and Korean
 * reason, the CMS unreachable to the 503 page, and only a fault of web's own to a 500.
 */
export async function formAction<T, R>(
  work: () => Promise<T>,
  refuse: (refusal: Refusal) => R | Promise<R>,
  statuses?: readonly number[],
): Promise<T | R> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof FormRefusal)
      return refuse({ message: error.message, field: error.field, status: error.status, fields: error.fields });
    if (isRefusal(error, statuses) || isRateLimited(error))
      return refuse({ message: error.reason, field: null, status: error.status, fields: {} });
    throw error;
  }
}

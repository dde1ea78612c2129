import { type FormFields, parsePhpForm } from './php-form';

export interface RequestFields {
  /** $_GET */
  query: FormFields;
  /** $_POST: form-encoded or multipart fields (files included as File values) */
  body: FormFields;
  /** $_REQUEST: the query, then the body on top (PHP's default request order) */
  request: FormFields;
}

/** The query string's fields, in order (duplicates kept, so brackets parse like PHP's). */
export function queryFields(url: string): FormFields {
  return parsePhpForm(new URL(url).searchParams.entries());
}

async function bodyEntries(request: Request): Promise<[string, string | File][]> {
  if (request.method === 'GET' || request.method === 'HEAD') return [];
  const type = (request.headers.get('content-type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return [...new URLSearchParams(await request.text()).entries()];
  }
  if (type.startsWith('multipart/form-data')) {
    const entries: [string, string | File][] = [];
    (await request.formData()).forEach((value, name) => {
      entries.push([name, value]);
    });
    return entries;
  }
  return [];
}

/** Reads a request's fields the way PHP would fill $_GET, $_POST and $_REQUEST. */
export async function readFields(request: Request): Promise<RequestFields> {
  const queryEntries = [...new URL(request.url).searchParams.entries()];
  const posted = await bodyEntries(request);
  return {
    query: parsePhpForm(queryEntries),
    body: parsePhpForm(posted),
    request: parsePhpForm([...queryEntries, ...posted]),
  };
}

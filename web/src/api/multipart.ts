/** A value of a multipart form: text, or a file (a Blob with a name). */
export type MultipartValue = string | number | boolean | Blob | null | undefined;

/**
 * The options that send `fields` as `multipart/form-data` through the typed client:
 * `apiClient.POST(path, { params, ...multipart({ file, extension }) })`. Empty values are left
 * out; the browser sets the boundary. The schema describes these bodies as JSON objects, so the
 * body is typed loosely here, in one place.
 */
export function multipart(fields: Record<string, MultipartValue>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : name);
    else form.append(name, String(value));
  }
  return {
    // biome-ignore lint/suspicious/noExplicitAny: multipart bodies are not described as JSON
    body: form as any,
    bodySerializer: (body: unknown) => body as FormData,
  };
}

/** The lower-case extension of a file name ("photo.JPG" → "jpg"), or the fallback. */
export function fileExtension(name: string, fallback = ''): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : fallback;
}

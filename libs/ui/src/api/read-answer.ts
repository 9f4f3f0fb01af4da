/**
 * An API answer read to its end: the response (status, headers), its body text and, for a 2xx
 * with a body, the parsed JSON (or the parse error, thrown when the data is asked for).
 * Early fetches read and parse as soon as the bytes arrive, while the page's code is still
 * loading and the main thread is idle, so the page's first query does not parse 600 KB of
 * players on its critical path (decision 150).
 */
export interface ReadAnswer {
  response: Response;
  text: string;
  /** The parsed body of a 2xx; throws the parse error of a body that is not JSON. */
  data(): unknown;
}

export async function readAnswer(response: Response): Promise<ReadAnswer> {
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    return { response, text, data: () => undefined };
  }
  const text = await response.text();
  let parsed: { value: unknown } | { error: unknown };
  try {
    parsed = { value: text ? JSON.parse(text) : undefined };
  } catch (error) {
    parsed = { error };
  }
  return {
    response,
    text,
    data: () => {
      if ('error' in parsed) throw parsed.error;
      return parsed.value;
    },
  };
}

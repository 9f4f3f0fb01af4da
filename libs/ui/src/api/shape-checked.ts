import type { ReadShape } from '@draftroom/contracts';
import type { ResponseSchema } from './fetch-json';

const isType: Record<string, (value: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number',
  integer: (v) => Number.isInteger(v),
  boolean: (v) => typeof v === 'boolean',
  null: (v) => v === null,
  array: Array.isArray,
  object: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
};

/** Where `value` breaks `shape` ("[0].price: expected number"), or undefined when it fits. */
function mismatch(shape: ReadShape, value: unknown, at: string): string | undefined {
  if (shape.anyOf) return shape.anyOf.some((s) => !mismatch(s, value, at)) ? undefined : `${at}: matches no allowed shape`;
  if (shape.type !== undefined) {
    const types = typeof shape.type === 'string' ? [shape.type] : shape.type;
    if (!types.some((t) => isType[t]?.(value) ?? true)) return `${at}: expected ${types.join(' or ')}`;
  }
  if ('const' in shape && shape.const !== value) return `${at}: expected ${JSON.stringify(shape.const)}`;
  if (shape.enum && !shape.enum.includes(value)) return `${at}: not one of ${shape.enum.join(', ')}`;
  if (Array.isArray(value)) {
    // Lists are spot-checked on their first entry (decision 080): the service built every row alike.
    if (shape.prefixItems) {
      for (const [i, item] of shape.prefixItems.entries()) {
        const problem = mismatch(item, value[i], `${at}[${i}]`);
        if (problem) return problem;
      }
    } else if (shape.items && value.length > 0) return mismatch(shape.items, value[0], `${at}[0]`);
    return undefined;
  }
  if (shape.properties && isType.object(value)) {
    const record = value as Record<string, unknown>;
    for (const key of shape.required ?? []) if (!(key in record)) return `${at}.${key}: missing`;
    for (const [key, property] of Object.entries(shape.properties)) {
      if (record[key] === undefined) continue;
      const problem = mismatch(property, record[key], `${at}.${key}`);
      if (problem) return problem;
    }
  }
  return undefined;
}

/**
 * An answer of our own, versioned services checked against the read shape its zod schema
 * defines (libs/contracts read-shapes, decision 085), so a page needs no zod to read. Lists are
 * checked on their first entry. A mismatch is the same "Unexpected response" error as a zod
 * parse failure; the answer is returned as sent (read schemas have no transforms or defaults).
 */
export function shapeChecked<T>(shape: ReadShape<T>): ResponseSchema<T> {
  return {
    parse(data: unknown): T {
      const problem = mismatch(shape, data, 'answer');
      if (problem) throw new Error(problem);
      return data as T;
    },
  };
}

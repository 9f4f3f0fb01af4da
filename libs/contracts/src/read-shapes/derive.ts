import { z } from 'zod';
import type { ReadShape } from './read-shape';

/** The JSON Schema keywords a read check looks at; value rules (ranges, lengths, patterns) are the writer's. */
const KEPT = new Set(['type', 'properties', 'required', 'items', 'prefixItems', 'enum', 'const', 'anyOf', 'oneOf']);

function strip(node: unknown): ReadShape {
  if (typeof node !== 'object' || node === null) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref') throw new Error('read shapes do not follow $ref: inline the schema');
    if (!KEPT.has(key)) continue;
    const name = key === 'oneOf' ? 'anyOf' : key;
    if (key === 'properties') out[name] = Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, strip(v)]));
    else if (key === 'items') out[name] = strip(value);
    else if (key === 'prefixItems' || key === 'anyOf' || key === 'oneOf') out[name] = (value as unknown[]).map(strip);
    else out[name] = value;
  }
  return out as ReadShape;
}

/** A zod schema's read shape: what the service's answer looks like once built (zod's output side). */
export function readShapeOf(schema: z.ZodType): ReadShape {
  return strip(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', reused: 'inline', cycles: 'throw' }));
}

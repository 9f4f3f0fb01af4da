/**
 * The shape of an answer our services send, as a subset of JSON Schema derived from its zod
 * schema (derive.ts) and written out in generated.ts. A page checks what it reads against it
 * without carrying zod (about 24 KiB gzip) on its first load (decision 085); the zod schemas stay
 * the one source of truth, and the server still validates every write with them.
 */
export interface ReadShape<T = unknown> {
  type?: string | readonly string[];
  properties?: Readonly<Record<string, ReadShape>>;
  required?: readonly string[];
  items?: ReadShape;
  prefixItems?: readonly ReadShape[];
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: readonly ReadShape[];
  /** Never set: ties a shape to the payload type it checks. */
  readonly __payload?: T;
}

import { BadRequestException, PipeTransform } from '@nestjs/common';
import type { ZodType, z } from 'zod';

export interface ValidationIssue {
  path: string;
  message: string;
}

/** Turns zod issues into sentences a person can act on: "name: Draft name is required". */
export function describeIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

export function validationMessage(issues: ValidationIssue[]): string {
  const [first, ...others] = issues;
  if (!first) return 'The request is not valid.';
  const lead = first.path ? `${first.path}: ${first.message}` : first.message;
  return others.length === 0 ? lead : `${lead} (and ${others.length} more problem${others.length > 1 ? 's' : ''})`;
}

/**
 * Validates (and coerces) a body, query or param with a schema from libs/contracts.
 * Use per parameter: `@Body(new ZodValidationPipe(SaveDraftSchema)) body: SaveDraft`.
 */
export class ZodValidationPipe<S extends ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const parsed = this.schema.safeParse(value);
    if (parsed.success) return parsed.data;
    const issues = describeIssues(parsed.error);
    throw new BadRequestException({ message: validationMessage(issues), issues });
  }
}

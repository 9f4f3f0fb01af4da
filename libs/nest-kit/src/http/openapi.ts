import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiResponse } from '@nestjs/swagger';
import { z, type ZodType } from 'zod';

/** OpenAPI schema of a contracts schema, so the docs are generated from the same zod source. */
export function openApiSchema(schema: ZodType): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', unrepresentable: 'any', io: 'input' }) as Record<string, unknown>;
}

export const ApiZodBody = (schema: ZodType) => ApiBody({ schema: openApiSchema(schema) as never });

export const ApiZodOk = (schema: ZodType, description?: string) =>
  ApiOkResponse({ schema: openApiSchema(schema) as never, description });

/** Documents the error answers a route can give, all shaped like ApiErrorSchema. */
export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(...statuses.map((status) => ApiResponse({ status, description: 'Error with a message for a person' })));

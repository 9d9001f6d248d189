// Request validation with the shared zod schemas of '@podium/domain'. Failures become 400s whose
// message names the offending field, so a client developer can fix the call from the body alone.
import type { z } from 'zod';
import { ValidationError } from '@podium/domain';

type Part = 'query' | 'body' | 'path' | 'header';

function describeIssues(part: Part, issues: readonly z.core.$ZodIssue[], field?: string): string {
  const first = issues[0];
  if (!first) return `Invalid ${part}.`;
  const path = [field, ...first.path.map(String)]
    .filter((p) => p !== undefined && p !== '')
    .join('.');
  return path
    ? `Invalid ${part} field "${path}": ${first.message}`
    : `Invalid ${part}: ${first.message}`;
}

/** Parses a whole query/body object. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, part: Part): z.infer<S> {
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (!result.success) throw new ValidationError(describeIssues(part, result.error.issues));
  return result.data;
}

/** Parses one named field (a path parameter or a single query value). */
export function validateField<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: Part,
  field: string,
): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(describeIssues(part, result.error.issues, field));
  return result.data;
}

/**
 * Form state for the auth screens with product.md#validation behaviour: each field is validated with its
 * shared zod schema on blur and all of them on submit; a field's error clears as soon as it is
 * edited. Server field errors (e.g. sign-up `fields`) can be shown through `setErrors`.
 */
import { useCallback, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface ValidatedFields<K extends string> {
  values: Record<K, string>;
  errors: FieldErrors<K>;
  setValue: (name: K, value: string) => void;
  /** Validates one field (on blur). */
  validateField: (name: K) => void;
  /** Validates every field; returns the first invalid field name, or undefined when all pass. */
  validateAll: () => K | undefined;
  setErrors: (errors: FieldErrors<K>) => void;
}

function firstIssue(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function useValidatedFields<K extends string>(
  schemas: Record<K, z.ZodType>,
  initial: Record<K, string>,
): ValidatedFields<K> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const setValue = useCallback((name: K, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const validateField = useCallback(
    (name: K) => {
      const message = firstIssue(schemas[name], values[name]);
      setErrors((current) => {
        if (current[name] === message) return current;
        const next = { ...current };
        if (message === undefined) delete next[name];
        else next[name] = message;
        return next;
      });
    },
    [schemas, values],
  );

  const validateAll = useCallback(() => {
    const next: FieldErrors<K> = {};
    let first: K | undefined;
    for (const name of Object.keys(schemas) as K[]) {
      const message = firstIssue(schemas[name], values[name]);
      if (message !== undefined) {
        next[name] = message;
        first ??= name;
      }
    }
    setErrors(next);
    return first;
  }, [schemas, values]);

  return { values, errors, setValue, validateField, validateAll, setErrors };
}

/**
 * Decimal id checks with no zod in them, so a page can say why a typed id is unusable without
 * loading zod (decision 085); common.ts's `decimalIdParam` schema is built on the same function.
 */
export interface IdParamMessages {
  type: string;
  int: string;
  min: string;
  max: string;
}

/** Largest id a service stores (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/** Why `text` is not a positive whole-number id in decimal digits, or undefined when it is. */
export function decimalIdProblem(text: string, messages: IdParamMessages): string | undefined {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return messages.type;
  if (text.includes('.')) return messages.int;
  if (text.startsWith('-') || /^0+$/.test(text)) return messages.min;
  return Number(text) > MAX_ID ? messages.max : undefined;
}

export const TEAM_ID_MESSAGES: IdParamMessages = {
  type: 'Team ID must be a number',
  int: 'Team ID must be a whole number',
  min: 'Team ID must be 1 or more',
  max: 'Team ID is too large',
};

/** Why a typed team ID ('1001') cannot be used, or undefined (the rule of TeamIdParamSchema). */
export const teamIdParamProblem = (text: string) => decimalIdProblem(text, TEAM_ID_MESSAGES);

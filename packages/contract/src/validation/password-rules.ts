/** Spec §5: at least 8 characters, upper and lower case letters, a number and one of !@#$%^&*. */
export const PASSWORD_RULES = [
  { id: 'length', test: (p: string) => p.length >= 8 },
  { id: 'uppercase', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lowercase', test: (p: string) => /[a-z]/.test(p) },
  { id: 'number', test: (p: string) => /[0-9]/.test(p) },
  { id: 'special', test: (p: string) => /[!@#$%^&*]/.test(p) },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** The rules a password does not meet yet (empty when it is acceptable). */
export function unmetPasswordRules(password: string): PasswordRuleId[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

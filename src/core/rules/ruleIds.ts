/**
 * A new rule's id: random, so two people making rules at once never make the same one. Pages
 * served over plain HTTP have no `crypto.randomUUID`; `getRandomValues` is everywhere.
 */
export function newRuleId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10))
  return `rule_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * Reads a whole-XAF amount typed by an admin ("25000", "25 000", "25,000"): null for
 * empty text, fractions or anything else, so a typo never becomes a different sum.
 */
export function parseWholeXaf(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f,.]/g, "");
  if (!/^\d{1,12}$/.test(compact)) return null;
  // "25.000" or "25,000" are thousands separators only when groups are of three digits.
  if (/[.,]/.test(text) && !/^\d{1,3}([.,\s\u00a0\u202f]\d{3})+$/.test(text.trim())) return null;
  const n = Number(compact);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * Whether a name starts with a vowel sound, for French elision before it ("le solde
 * d’Amina", "d’Hélène", "d’Yves", but "de Paul", "de Yannick"): docs/product-rules.md#languages
 * (LNG-9). The catalogs choose the words with an ICU `select` on this value (`vowel` or
 * `other`), so English ignores it and French elides; no screen builds "de"/"d’" itself.
 */

/** A vowel, accented or not, or the œ/æ ligatures. */
const VOWEL = /^[aeiouyàâäéèêëîïôöùûüÿœæ]/;

/** `vowel` when French elides "de", "le", "que" before `name`, else `other`. */
export function nameSound(name: string): "vowel" | "other" {
  const word = name.trim().toLowerCase();
  // Y before a vowel is a consonant (Yannick, Yaoundé); before a consonant, a vowel (Yves).
  if (word.startsWith("y")) return VOWEL.test(word.slice(1)) ? "other" : "vowel";
  // Names in h are taken as mute h (Hélène, Henri, Hugo), the common case for first names.
  if (word.startsWith("h")) return VOWEL.test(word.slice(1)) ? "vowel" : "other";
  return VOWEL.test(word) ? "vowel" : "other";
}

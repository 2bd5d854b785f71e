/** A card image that hides itself when the URL is broken (docs/product-rules.md#cards). */
import { useEffect, useState } from "react";

export function CardImage({ src, className }: { src: string; className: string }) {
  const [broken, setBroken] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new URL gets a new chance to load
  useEffect(() => setBroken(false), [src]);
  if (!src || broken) return null;
  // Decorative: the card's name says what it is.
  return <img src={src} alt="" className={className} onError={() => setBroken(true)} />;
}

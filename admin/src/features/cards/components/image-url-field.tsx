/**
 * Image URL with a live preview (hidden while the image is broken) and the suggested
 * local images as one-click choices (docs/product-rules.md#cards).
 */
import { useId } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { SUGGESTED_IMAGES } from "../suggested-images";
import { CardImage } from "./card-image";
import { Button } from "../../../components/ui/button";

interface ImageUrlFieldProps {
  value: string;
  errorMessage?: string;
  onChange: (url: string) => void;
}

export function ImageUrlField({ value, errorMessage, onChange }: ImageUrlFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        <Trans>Image URL</Trans>
      </label>
      <input
        id={id}
        className="input"
        type="text"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={500}
        value={value}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={`${id}-hint${errorMessage ? ` ${id}-error` : ""}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="field-hint">
        <Trans>An https:// link, or a path on this site such as /cards/starry.svg.</Trans>
      </p>
      {errorMessage && (
        <p id={`${id}-error`} className="field-error">
          {errorMessage}
        </p>
      )}
      <div className="image-preview" aria-hidden="true">
        <CardImage src={value.trim()} className="preview-image" />
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of suggestion buttons, not a form fieldset */}
      <div className="suggestions" role="group" aria-label={t`Suggested images`}>
        {SUGGESTED_IMAGES.map((image) => (
          <Button key={image.url} size="small" aria-pressed={value.trim() === image.url} onPress={() => onChange(image.url)}>
            {i18n._(image.label)}
          </Button>
        ))}
      </div>
    </div>
  );
}

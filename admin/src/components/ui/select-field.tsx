/**
 * A labelled single-choice list on react-aria-components: the button shows the choice,
 * arrows move through the options, typing a letter jumps to one, Escape closes.
 */
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from "react-aria-components";

export interface SelectOption<K extends string> {
  value: K;
  label: string;
}

interface SelectFieldProps<K extends string> {
  label: string;
  value: K;
  options: SelectOption<K>[];
  onChange: (value: K) => void;
  description?: string;
  className?: string;
}

export function SelectField<K extends string>({ label, value, options, onChange, description, className }: SelectFieldProps<K>) {
  return (
    <Select
      className={className ? `field select-field ${className}` : "field select-field"}
      value={value}
      onChange={(key) => {
        if (key !== null) onChange(String(key) as K);
      }}
    >
      <Label className="field-label">{label}</Label>
      <Button className="input select-button">
        <SelectValue />
        <span className="menu-caret" aria-hidden="true">
          ▾
        </span>
      </Button>
      {description && (
        <Text slot="description" className="field-hint">
          {description}
        </Text>
      )}
      <Popover className="menu-popover" placement="bottom start">
        <ListBox className="menu">
          {options.map((option) => (
            <ListBoxItem key={option.value} id={option.value} textValue={option.label} className="menu-item">
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

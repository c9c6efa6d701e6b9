import { SegmentedControl, Text } from '@mantine/core';
import classes from './SettingsPage.module.css';

export interface ChoiceFieldProps<T extends string> {
  legend: string;
  description?: string;
  value: T;
  choices: { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** One of Configuración's choices among a few ('Tema', 'Calidad de audio'): a named group. */
export function ChoiceField<T extends string>({
  legend,
  description,
  value,
  choices,
  onChange,
}: ChoiceFieldProps<T>) {
  return (
    <fieldset className={classes.choice}>
      <legend className={classes.choiceLegend}>{legend}</legend>
      {description && (
        <Text size="sm" c="dimmed" mb={6}>
          {description}
        </Text>
      )}
      <SegmentedControl
        value={value}
        onChange={(next) => {
          const chosen = choices.find((choice) => choice.value === next);
          if (chosen) onChange(chosen.value);
        }}
        data={choices}
      />
    </fieldset>
  );
}

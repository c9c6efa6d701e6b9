import { SegmentedControl, Text } from '@mantine/core';
import classes from './SongForm.module.css';

/**
 * 'Visibilidad': Público / Privado, the one control for songs and albums (the server decides who
 * sees a private one: its owner and admins). `hint` says what the current choice means.
 */
export function VisibilityField({
  isPublic,
  onChange,
  disabled,
  hint,
}: {
  isPublic: boolean;
  onChange: (isPublic: boolean) => void;
  disabled?: boolean;
  hint?: string;
}) {
  return (
    <fieldset className={classes.rows}>
      <legend className={classes.legend}>Visibilidad</legend>
      <SegmentedControl
        data={[
          { value: 'public', label: 'Público' },
          { value: 'private', label: 'Privado' },
        ]}
        value={isPublic ? 'public' : 'private'}
        onChange={(value) => onChange(value === 'public')}
        disabled={disabled}
      />
      {hint && (
        <Text size="sm" c="dimmed" mt={6}>
          {hint}
        </Text>
      )}
    </fieldset>
  );
}

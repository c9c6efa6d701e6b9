import { ActionIcon, Button, Select, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../../domain/social-networks';
import {
  EDITOR_LIMITS,
  type EditorErrors,
  fieldId,
  newSocialRow,
  type SocialRow,
} from '../editor-values';
import classes from './ProfileEditor.module.css';

export interface SocialRowsProps {
  rows: SocialRow[];
  errors: EditorErrors;
  onChange: (rows: SocialRow[]) => void;
}

/** Repeatable rows of a network and its link (spec section 3: parallel lists). */
export function SocialRows({ rows, errors, onChange }: SocialRowsProps) {
  const update = (key: number, change: Partial<SocialRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>Redes sociales</legend>
      {rows.length === 0 && <p className={classes.hint}>Aún no has agregado redes sociales.</p>}
      <ul className={classes.rows}>
        {rows.map((row, index) => (
          <li key={row.key} className={classes.row}>
            <Select
              id={fieldId.network(row.key)}
              label={`Red social ${index + 1}`}
              placeholder="Elige una red"
              data={SOCIAL_NETWORKS}
              value={row.network || null}
              onChange={(value) =>
                update(row.key, { network: (value ?? '') as SocialNetwork | '' })
              }
              error={errors[fieldId.network(row.key)]}
              allowDeselect={false}
              className={classes.network}
            />
            <TextInput
              id={fieldId.link(row.key)}
              label={`Enlace ${index + 1}`}
              placeholder="https://"
              type="url"
              inputMode="url"
              autoComplete="url"
              maxLength={EDITOR_LIMITS.link}
              value={row.link}
              onChange={(event) => update(row.key, { link: event.currentTarget.value })}
              error={errors[fieldId.link(row.key)]}
              className={classes.link}
            />
            <ActionIcon
              variant="subtle"
              color="tamboraRed.8"
              size="lg"
              aria-label={`Quitar red social ${index + 1}`}
              onClick={() => onChange(rows.filter((item) => item.key !== row.key))}
              className={classes.remove}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </li>
        ))}
      </ul>
      {rows.length < EDITOR_LIMITS.socialRows && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => onChange([...rows, newSocialRow()])}
          className={classes.add}
        >
          Agregar red social
        </Button>
      )}
    </fieldset>
  );
}

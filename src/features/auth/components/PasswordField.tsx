import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

/** A password input whose show/hide button speaks Spanish and says what it will do. */
export function PasswordField(props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'>) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{
        'aria-label': visible ? 'Ocultar contraseña' : 'Mostrar contraseña',
      }}
    />
  );
}

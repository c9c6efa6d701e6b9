import { Modal, Table } from '@mantine/core';
import { SHORTCUT_HELP } from './shortcuts';

/** The '?' dialog: every player shortcut. Loaded only when asked for. */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Atajos de teclado"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Tecla</Table.Th>
            <Table.Th scope="col">Acción</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUT_HELP.map((entry) => (
            <Table.Tr key={entry.keys}>
              <Table.Td>
                <kbd>{entry.keys}</kbd>
              </Table.Td>
              <Table.Td>{entry.does}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}

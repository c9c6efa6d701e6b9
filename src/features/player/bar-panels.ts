import type { ComponentType } from 'react';

/** A dialog the player bar opens and closes. */
export interface BarPanelProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The dialogs the bar opens that belong to features built on the player (the song's details, the
 * music saved on the device): the page that mounts the bar gives them, so the player imports none
 * of them (docs/architecture.md "Which part may import which").
 */
export interface PlayerBarPanels {
  Expanded: ComponentType<BarPanelProps>;
  Offline: ComponentType<BarPanelProps>;
}

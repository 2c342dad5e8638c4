// Modals are opened through here: the modals' manager loads after the first screen (client/lib/loading/lateWidgets.ts),
// and a modal asked for before it is there opens once it is.
import { modals as mantineModals } from '@mantine/modals';
import { lateWidgets } from '../lib/loading/lateWidgets.ts';

type ModalProps = Parameters<typeof mantineModals.open>[0];
type ConfirmModalProps = Parameters<typeof mantineModals.openConfirmModal>[0];

export const modals = {
  open(props: ModalProps): void {
    void lateWidgets().then(() => mantineModals.open(props));
  },
  openConfirmModal(props: ConfirmModalProps): void {
    void lateWidgets().then(() => mantineModals.openConfirmModal(props));
  },
  /** Closes the modal opened with `modalId`. */
  close(modalId: string): void {
    void lateWidgets().then(() => mantineModals.close(modalId));
  },
};

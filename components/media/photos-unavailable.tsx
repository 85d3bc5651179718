'use client';

import { CodeUnavailable } from '@/components/ui/code-unavailable';
import { Modal } from '@/components/ui/modal';
import type { MediaSliderProps } from './media-slider';

/** The slider's overlay, saying so, when the slider's code could not be loaded. */
export function PhotosUnavailable({ item, open, onClose }: MediaSliderProps) {
  return (
    <Modal open={open} title={item.name} onClose={onClose}>
      <CodeUnavailable kind="photos" />
    </Modal>
  );
}

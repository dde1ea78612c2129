import { t } from '@firsat/core/island';
import { ModalClose, ModalContent, ModalPortal, ModalRoot, ModalTitle, ModalViewport } from '@firsat/core/ui';
import { useMemo } from 'react';
import { adoptNodes } from './adopt-nodes';
import type { SizeChartMarkup } from './props';

const TITLE_STYLE = { margin: 0, font: 'inherit', display: 'inline' } as const;

export interface SizeChartDialogProps {
  chart: SizeChartMarkup;
  closeAnimationMs: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The chart's button: focus goes back to it on close. */
  returnFocusTo: HTMLElement;
  /** Called once the closed chart has left the page (after its close animation). */
  onClosed?: () => void;
}

/**
 * The chart as a modal dialog (`.wopb-size-chart-modal` with `wopb-active`), labelled by the
 * chart's title, focus kept inside and given back to the button; closes on the close control, a
 * click outside `.wopb-chart-modal-content`, or Escape. This module — and React and floating-ui
 * with it — downloads on the chart's first opening, not with the product page.
 */
export default function SizeChartDialog({
  chart,
  closeAnimationMs,
  open,
  onOpenChange,
  returnFocusTo,
  onClosed,
}: SizeChartDialogProps) {
  const body = useMemo(() => adoptNodes(chart.body), [chart.body]);
  const closeIcon = useMemo(() => adoptNodes(chart.closeIcon), [chart.closeIcon]);
  return (
    <ModalRoot
      open={open}
      onOpenChange={(next) => onOpenChange(next)}
      returnFocusTo={returnFocusTo}
      closeAnimationMs={closeAnimationMs}
      {...(onClosed ? { onClosed } : {})}
    >
      <ModalPortal container={false}>
        <ModalViewport
          className="wopb-size-chart-wrapper wopb-size-chart-modal"
          activeClassName="wopb-active"
        >
          <ModalContent className="wopb-chart-modal-content">
            <div className="wopb-sc-title">
              <ModalTitle style={TITLE_STYLE}>{chart.title}</ModalTitle>
              {chart.closeIcon.length > 0 ? (
                <ModalClose className="wopb-chart-modal-close" label={t('close')} ref={closeIcon}>
                  {null}
                </ModalClose>
              ) : (
                <ModalClose className="wopb-chart-modal-close" label={t('close')} />
              )}
            </div>
            <div className="wopb-chart-body" ref={body} />
          </ModalContent>
        </ModalViewport>
      </ModalPortal>
    </ModalRoot>
  );
}

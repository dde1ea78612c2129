import { type IslandHostProps, t } from '@firsat/core/island';
import {
  ModalClose,
  ModalContent,
  ModalPortal,
  ModalRoot,
  ModalTitle,
  ModalTrigger,
  ModalViewport,
} from '@firsat/core/ui';
import { useEffect, useMemo } from 'react';
import { adoptNodes } from './adopt-nodes';
import type { SizeChartProps } from './props';

const TITLE_STYLE = { margin: 0, font: 'inherit', display: 'inline' } as const;

/**
 * The product-blocks size chart in popup mode. `span#wopb-chart-modal-btn` becomes a real button;
 * it opens the chart as a modal dialog (`.wopb-size-chart-modal` gets `wopb-active`) labelled by
 * the chart's title, with focus kept inside and given back to the button on close. It closes on
 * the close control, a click outside `.wopb-chart-modal-content`, or Escape.
 */
export function SizeChart({ chart, closeAnimationMs }: SizeChartProps & Partial<IslandHostProps>) {
  const { serverModal } = chart;
  const button = useMemo(() => adoptNodes(chart.button), [chart.button]);
  const body = useMemo(() => adoptNodes(chart.body), [chart.body]);
  const closeIcon = useMemo(() => adoptNodes(chart.closeIcon), [chart.closeIcon]);

  useEffect(() => {
    // The island shows its own dialog; the server's copy must not open as well.
    const wasHidden = serverModal.hidden;
    serverModal.hidden = true;
    return () => {
      serverModal.hidden = wasHidden;
    };
  }, [serverModal]);

  return (
    <ModalRoot closeAnimationMs={closeAnimationMs}>
      <ModalTrigger id="wopb-chart-modal-btn" ref={button} />
      <ModalPortal>
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

import { useLayoutEffect, useRef, type DependencyList, type RefObject } from 'react';
import type uPlot from 'uplot';

export interface UplotLife {
  /** Makes the chart on the element at the width; what changes in place (data, scales) comes later. */
  create: (element: HTMLDivElement, width: number) => uPlot;
  /** Undoes what the chart wrote on the element besides its canvas (the data attributes tests read). */
  dispose?: (element: HTMLDivElement) => void;
  /**
   * A chart below the fold is made after the next paint, so that the charts in view are painted first
   * (software rasterisation of a year of 50 machines' markers takes a frame of its own).
   */
  belowFoldLater?: boolean;
}

/**
 * The life of one uPlot chart in `box`: made once the box has a width, made again when `deps` change,
 * resized in place when only the width changes, destroyed with the component. Every effect is a layout
 * effect: uPlot draws in the commit that brings its data, so the canvas is painted in the same frame as the
 * rest of the screen (a passive effect runs after that paint: one frame later). The chart is in the
 * returned ref while it lives.
 */
export function useUplot(
  box: RefObject<HTMLDivElement | null>,
  width: number,
  height: number,
  life: UplotLife,
  deps: DependencyList,
): RefObject<uPlot | null> {
  const plot = useRef<uPlot | null>(null);
  // The newest width and callbacks, read when the chart is (re)made.
  const latest = useRef({ width, life });
  useLayoutEffect(() => {
    latest.current = { width, life };
  });

  const created = width > 0;
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !created) return undefined;
    const { life: current } = latest.current;
    let instance: uPlot | null = null;
    const create = () => {
      instance = latest.current.life.create(element, latest.current.width);
      plot.current = instance;
    };
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (current.belowFoldLater && element.getBoundingClientRect().top >= window.innerHeight) {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(create, 0);
      });
    } else {
      create();
    }
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      plot.current = null;
      (instance as uPlot | null)?.destroy();
      current.dispose?.(element);
    };
    // The caller's deps decide when the chart is made again; a width change alone resizes it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [box, created, ...deps]);

  useLayoutEffect(() => {
    const instance = plot.current;
    if (instance && width > 0 && instance.width !== width) instance.setSize({ width, height });
  }, [width, height]);

  return plot;
}

/** @jest-environment ./libs/ui/testing/jsdom-environment.cjs */
import { act, render, screen } from '@testing-library/react';
import { useValueAfterPaint } from './use-value-after-paint';

/** Animation frames run only when the test says a frame is painted. */
let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  jest.useFakeTimers();
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    frames[id - 1] = () => undefined;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Runs the frame's callbacks (the browser then paints), then the tasks queued after it. */
function paintFrame() {
  act(() => {
    const due = frames;
    frames = [];
    due.forEach((cb) => cb(0));
  });
  act(() => {
    jest.runOnlyPendingTimers();
  });
}

const shownValues: string[] = [];
function Probe({ value }: { value: string }) {
  const shown = useValueAfterPaint(value);
  shownValues.push(shown);
  return <p>{`urgent ${value}, shown ${shown}`}</p>;
}

describe('useValueAfterPaint', () => {
  beforeEach(() => {
    shownValues.length = 0;
  });

  it('hands the first value on at once', () => {
    render(<Probe value="ARS" />);
    expect(screen.getByText('urgent ARS, shown ARS')).toBeTruthy();
    expect(frames).toHaveLength(0);
  });

  it('keeps the old value through the frame that paints the change, and hands the new one on after it', () => {
    const { rerender } = render(<Probe value="ARS" />);
    rerender(<Probe value="CHE" />);
    expect(screen.getByText('urgent CHE, shown ARS')).toBeTruthy();
    act(() => {
      jest.runOnlyPendingTimers();
    });
    // No timer alone hands it on: only a painted frame does.
    expect(screen.getByText('urgent CHE, shown ARS')).toBeTruthy();
    paintFrame();
    expect(screen.getByText('urgent CHE, shown CHE')).toBeTruthy();
  });

  it('drops a value replaced before its frame was painted', () => {
    const { rerender } = render(<Probe value="ARS" />);
    rerender(<Probe value="CHE" />);
    rerender(<Probe value="LIV" />);
    paintFrame();
    expect(screen.getByText('urgent LIV, shown LIV')).toBeTruthy();
    expect(new Set(shownValues)).toEqual(new Set(['ARS', 'LIV']));
  });

  it('hands nothing on when the value goes back before the frame', () => {
    const { rerender } = render(<Probe value="ARS" />);
    rerender(<Probe value="CHE" />);
    rerender(<Probe value="ARS" />);
    paintFrame();
    expect(screen.getByText('urgent ARS, shown ARS')).toBeTruthy();
    expect(new Set(shownValues)).toEqual(new Set(['ARS']));
  });
});

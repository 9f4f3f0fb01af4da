import { createToastStore, TOAST_DURATION_MS } from './toast-store';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time: a new toast replaces the visible one', () => {
    const store = createToastStore();
    store.show({ title: 'Draft saved', variant: 'success' });
    store.show({ title: 'Failed to vote', description: 'Try again', variant: 'destructive' });
    expect(store.getSnapshot()).toMatchObject({ title: 'Failed to vote', description: 'Try again', variant: 'destructive' });
  });

  it('defaults the variant and notifies subscribers', () => {
    const store = createToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.show({ title: 'Hello' });
    expect(store.getSnapshot()?.variant).toBe('default');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('dismisses a toast automatically after 5000 ms', () => {
    const store = createToastStore();
    store.show({ title: 'Draft saved' });
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getSnapshot()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
  });

  it('gives a replacing toast its own full display time', () => {
    const store = createToastStore();
    store.show({ title: 'First' });
    jest.advanceTimersByTime(4000);
    store.show({ title: 'Second' });
    jest.advanceTimersByTime(4000);
    expect(store.getSnapshot()?.title).toBe('Second');
    jest.advanceTimersByTime(1000);
    expect(store.getSnapshot()).toBeNull();
  });

  it('ignores a dismiss aimed at a toast that was already replaced', () => {
    const store = createToastStore();
    const first = store.show({ title: 'First' });
    store.show({ title: 'Second' });
    store.dismiss(first);
    expect(store.getSnapshot()?.title).toBe('Second');
    store.dismiss();
    expect(store.getSnapshot()).toBeNull();
  });

  it('stands its clock still while paused and runs on for the time it had left', () => {
    const store = createToastStore();
    store.show({ title: 'Check your prediction' });
    jest.advanceTimersByTime(3000);
    store.pause();
    jest.advanceTimersByTime(60_000);
    expect(store.getSnapshot()?.title).toBe('Check your prediction');
    store.resume();
    jest.advanceTimersByTime(TOAST_DURATION_MS - 3000 - 1);
    expect(store.getSnapshot()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
  });

  it('gives a toast shown while paused its full time, and a second pause keeps the first time left', () => {
    const store = createToastStore();
    store.show({ title: 'First' });
    store.pause();
    store.show({ title: 'Second' });
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1000);
    store.pause();
    store.pause();
    jest.advanceTimersByTime(10_000);
    store.resume();
    jest.advanceTimersByTime(999);
    expect(store.getSnapshot()?.title).toBe('Second');
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toBeNull();
  });
});

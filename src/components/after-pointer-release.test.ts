import { afterPointerRelease } from './after-pointer-release';

const fire = (type: string, pointerType: string) =>
  document.dispatchEvent(Object.assign(new Event(type, { bubbles: true }), { pointerType }));

describe('afterPointerRelease', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds a reveal until the click of the press, however late an earlier press’s timer fires', () => {
    // A first press whose blur is held, then released with its click: it is revealed then.
    const first = vi.fn();
    fire('pointerdown', 'mouse');
    afterPointerRelease(first);
    fire('pointerup', 'mouse');
    fire('click', 'mouse');
    vi.advanceTimersByTime(0);
    expect(first).toHaveBeenCalledTimes(1);

    // A second press 600 ms later, held while the first press's 1 s timer fires.
    vi.advanceTimersByTime(600);
    const second = vi.fn();
    fire('pointerdown', 'mouse');
    afterPointerRelease(second);
    vi.advanceTimersByTime(500);
    expect(second).not.toHaveBeenCalled();
    fire('pointerup', 'mouse');
    fire('click', 'mouse');
    vi.advanceTimersByTime(0);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('reveals after 1 s a press that is held on', () => {
    const reveal = vi.fn();
    fire('pointerdown', 'mouse');
    afterPointerRelease(reveal);
    vi.advanceTimersByTime(999);
    expect(reveal).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reveal).toHaveBeenCalledTimes(1);
    fire('pointerup', 'mouse');
    vi.advanceTimersByTime(0);
    expect(reveal).toHaveBeenCalledTimes(1);
  });
});
